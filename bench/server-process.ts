// The bench server (bench-server.ts) as a child process, so it has a core of its own; it says its port when ready.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServer {
  child: ChildProcess;
  port: number;
  origin: string;
  stop(): Promise<void>;
}

/** With BENCH_CPU_PROF_DIR set, each server writes a V8 CPU profile there when it stops (summarise with cpu-profile-top.ts). */
function profilingArgs(env: NodeJS.ProcessEnv): string[] {
  const folder = env.BENCH_CPU_PROF_DIR;
  return folder ? ["--cpu-prof", `--cpu-prof-dir=${folder}`] : [];
}

export function startServer(env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const execArgv = ["--import", "tsx", ...profilingArgs(env)];
  const child = fork(path.join(here, "bench-server.ts"), [], { execArgv, stdio: "inherit", env });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.connected) child.disconnect();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number }) =>
      resolve({ child, port: message.port, origin: `http://127.0.0.1:${message.port}`, stop }),
    );
    child.once("exit", (code) => reject(new Error(`The bench server exited early (code ${code}).`)));
  });
}
