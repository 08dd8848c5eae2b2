// Keeps the last lines a child process printed, to show when a cluster run fails; and never leaves one running.
import type { ChildProcess } from "node:child_process";

const KEPT_LINES = 300;

export interface ProcessLog {
  text(): string;
}

export function captureLog(child: ChildProcess, name: string): ProcessLog {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "") continue;
      lines.push(`[${name}] ${line}`);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { text: () => lines.join("\n") };
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills the child if this process exits first (a test run interrupted, a crash), so no instance is left behind. */
export function killOnExit(child: ChildProcess): void {
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const orphan of running) orphan.kill("SIGKILL");
  });
}
