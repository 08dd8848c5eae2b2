// Runs one task of hostile or heavy work (drawing a PDF page, reading a PDF's text, laying out a CV) in a child
// process of its own, under an OS memory ceiling and a time limit, so it can neither stall the event loop that
// serves requests nor take the server's memory with it. The child is a TypeScript module run under tsx, as the
// server itself is (`tsx src/main.ts`), the same in development, tests and `npm start`.
import { type Serializable, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { settleOnce } from "../workers/settle-once.js";

export interface ProcessLimits {
  /** What the task may write (RLIMIT_DATA above Node's own start-up reservation): JS heap, buffers and canvases. */
  memoryMb: number;
  timeoutMs: number;
}

export interface LimitedTask<Task> {
  /** The child's module; it answers with serveLimitedTask (limited-task.ts). */
  script: URL;
  task: Task;
  limits: ProcessLimits;
  /** Aborts the work when the caller gives up (a job's expiry or shutdown); then the signal's reason is thrown. */
  signal?: AbortSignal;
  /** The error for work the child could not do: what it said, its death, or the time running out. */
  failure: (detail: string) => Error;
  /** What the work is called in messages: "Drawing the page", "Reading the text". */
  doing: string;
}

/** What a child sends back: its answer, or why it had none. */
export type LimitedAnswer<Answer> = { answer: Answer } | { error: string };

const TSX_LOADER = import.meta.resolve("tsx");
/** The end of what a dying child wrote, for the log: V8 and the allocator say why there. */
const STDERR_KEPT = 2_000;

/**
 * Writable memory V8 reserves at start without using it: each isolate's code range, about 580 MB on Node.js 24,
 * and a child has two (its own and tsx's loader thread); under 1,100 MB of RLIMIT_DATA it dies before it starts.
 * The ceiling is this plus the task's own `memoryMb`.
 */
const NODE_START_RESERVATION_MB = 1280;

// RLIMIT_AS cannot be used: V8 and tsx's WebAssembly reserve tens of gigabytes of address space they never touch,
// so a Node child dies at start under any useful address-space limit. RLIMIT_DATA counts only memory a process
// can write (heap, malloc, anonymous mappings), which is what pdf.js's images and the canvas take, plus V8's
// code range reservation, allowed for above.
function childCommand(script: URL, limits: ProcessLimits): [string, string[]] {
  const bytes = (NODE_START_RESERVATION_MB + limits.memoryMb) * 1024 * 1024;
  // The JS heap gives up (and the child exits) before the OS ceiling is reached, leaving room for native buffers.
  const heapMb = Math.max(64, Math.floor(limits.memoryMb / 2));
  return [
    "prlimit",
    [
      `--data=${bytes}:${bytes}`,
      "--",
      process.execPath,
      "--import",
      TSX_LOADER,
      `--max-old-space-size=${heapMb}`,
      fileURLToPath(script),
    ],
  ];
}

export function runLimitedProcess<Task extends Serializable, Answer>(work: LimitedTask<Task>): Promise<Answer> {
  const { limits, signal, failure, doing } = work;
  signal?.throwIfAborted();
  const [command, args] = childCommand(work.script, limits);
  // The child gets no environment: nothing it reads needs one, and a hostile file should find no secrets there.
  const child = spawn(command, args, {
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "advanced",
    env: {},
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT);
  });

  const bounds = {
    timeoutMs: limits.timeoutMs,
    signal,
    timedOut: () => failure(`${doing} took longer than ${limits.timeoutMs} ms.`),
    stop: () => child.kill("SIGKILL"),
  };
  return settleOnce<Answer>(bounds, ({ resolve, reject }) => {
    child.once("message", (message: LimitedAnswer<Answer>) =>
      "error" in message ? reject(failure(message.error)) : resolve(message.answer),
    );
    child.once("error", reject);
    // "close" comes after every message the child sent, where "exit" may come before the last of them.
    child.once("close", (code, signalName) => {
      // Over its memory ceiling a child is killed by the allocator's abort or V8's out-of-memory exit.
      const how = signalName ? `was stopped by ${signalName}` : `exited with code ${code}`;
      const said = stderr.trim().split("\n").slice(-3).join(" ").slice(0, 500);
      reject(failure(`${doing}: the process ${how}${said ? ` (${said})` : ""}.`));
    });
    child.send(work.task, (error) => {
      if (error) reject(failure(`${doing}: the task could not be sent (${error.message}).`));
    });
  });
}
