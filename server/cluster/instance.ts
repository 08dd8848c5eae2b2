// One app instance as production runs it: a process of the server's start entry (src/main.ts), on its own port.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitUntil } from "./free-port.js";
import { captureLog, killOnExit, type ProcessLog } from "./process-log.js";

const serverDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const START_TIMEOUT_MS = 90_000;
/** Beyond SHUTDOWN_TIMEOUT_S: the instance's own deadline must pass first. */
const STOP_TIMEOUT_MS = 60_000;

export interface Instance {
  name: string;
  port: number;
  origin: string;
  pid: number;
  log: ProcessLog;
  /** SIGTERM, then waits for the exit: the exit code (null when it was killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL, for clean-up after a failure. */
  kill(): Promise<void>;
  exited(): boolean;
}

export async function startInstance(name: string, port: number, env: NodeJS.ProcessEnv): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDirectory,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = captureLog(child, name);
  killOnExit(child);
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    name,
    port,
    origin,
    pid: child.pid ?? 0,
    log,
    exited: () => exitCode !== undefined,
    async stop() {
      if (exitCode !== undefined) return exitCode;
      child.kill("SIGTERM");
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), STOP_TIMEOUT_MS));
      const outcome = await Promise.race([exit, timeout]);
      if (outcome === "timeout") {
        await instance.kill();
        throw new Error(`${name} did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM`);
      }
      return outcome;
    },
    async kill() {
      if (exitCode !== undefined) return;
      child.kill("SIGKILL");
      await exit;
    },
  };
  try {
    await waitUntil(
      async () => {
        if (exitCode !== undefined) throw new Error(`${name} exited with code ${exitCode}`);
        const response = await fetch(`${origin}/health/ready`);
        return response.status === 200;
      },
      START_TIMEOUT_MS,
      name,
    );
  } catch (error) {
    await instance.kill();
    throw new Error(`${String(error)}\n${log.text()}`);
  }
  return instance;
}
