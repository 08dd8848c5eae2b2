// Runs a script on a worker thread of its own, so a huge or hostile input (a PDF, a pasted reference list) can
// neither stall the event loop that serves requests nor take more than its memory and time.
import { Worker } from "node:worker_threads";
import { settleOnce } from "./settle-once.js";

export interface ThreadLimits {
  timeoutMs: number;
  memoryMb: number;
}

/**
 * Starts a thread, which begins loading at once. Its script is plain JavaScript evaluated as is (so it runs the
 * same under tsx, vitest and node); it gets `workerData`, waits for one message holding its input bytes and
 * answers with one message, `{ error }` when the input could not be handled.
 */
export function startThread(source: string, data: Record<string, unknown>, memoryMb: number): Worker {
  const worker = new Worker(source, {
    eval: true,
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    stdout: true,
    stderr: true,
  });
  // A thread waiting for its input must not keep a closing process alive.
  worker.unref();
  return worker;
}

interface ThreadTask {
  /** A thread from `startThread`, used for this one task and then ended. */
  thread: Worker;
  input: Uint8Array;
  timeoutMs: number;
  signal?: AbortSignal;
  /** The error for an input the thread could not handle (what it said, a crash, a timeout or an exit). */
  failure: (detail: string) => Error;
  /** What the thread is called in messages: 'Reading', 'Drawing'; 'reader', 'renderer'. */
  names: { doing: string; thread: string };
}

export function runOnThread<Answer>(task: ThreadTask): Promise<Answer> {
  const { thread: worker, timeoutMs, signal, failure, names } = task;
  if (signal?.aborted) {
    void worker.terminate();
    return Promise.reject(signal.reason);
  }
  // The thread gets its own copy (a Buffer may share its memory with others), moved rather than cloned.
  const copy = new Uint8Array(task.input);
  worker.postMessage(copy, [copy.buffer]);
  const bounds = {
    timeoutMs,
    signal,
    timedOut: () => failure(`${names.doing} took longer than ${timeoutMs} ms.`),
    stop: () => void worker.terminate(),
  };
  return settleOnce<Answer>(bounds, ({ resolve, reject }) => {
    worker.once("message", (answer: Answer | { error: string }) =>
      typeof answer === "object" && answer !== null && "error" in answer
        ? reject(failure(answer.error))
        : resolve(answer as Answer),
    );
    // Out of memory, or a crash inside the script.
    worker.once("error", (error) => reject(failure(String(error))));
    worker.once("exit", (code) => reject(failure(`The ${names.thread} stopped (exit ${code}).`)));
  });
}
