// Runs a pdf.js script on a worker thread of its own, so a huge or hostile file can neither stall the event loop
// that serves requests nor take more than its memory and time. Shared by text reading and thumbnail drawing.
import { Worker } from "node:worker_threads";

export interface ThreadLimits {
  timeoutMs: number;
  memoryMb: number;
}

interface PdfThreadTask {
  /** Plain JavaScript evaluated as the thread's script; it gets `workerData.bytes` and posts one message. */
  source: string;
  bytes: Uint8Array;
  /** Passed to the script beside the bytes. */
  data: Record<string, unknown>;
  limits: ThreadLimits;
  signal: AbortSignal;
  /** The error for a file the thread could not handle (what it said, a crash, a timeout or an exit). */
  failure: (detail: string) => Error;
  /** What the thread is called in messages: 'Reading', 'Drawing'; 'reader', 'renderer'. */
  names: { doing: string; thread: string };
}

export function runPdfThread<Answer>(task: PdfThreadTask): Promise<Answer> {
  const { limits, signal, failure, names } = task;
  signal.throwIfAborted();
  // The thread gets its own copy (a Buffer may share its memory with others), moved rather than cloned.
  const copy = new Uint8Array(task.bytes);
  const worker = new Worker(task.source, {
    eval: true,
    workerData: { ...task.data, bytes: copy },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    stdout: true,
    stderr: true,
  });
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(failure(`${names.doing} took longer than ${limits.timeoutMs} ms.`))),
      limits.timeoutMs,
    );
    // The job is giving up (shutdown or expiry): not the file's fault, so not recorded as failed.
    const onAbort = () => finish(() => reject(signal.reason));
    signal.addEventListener("abort", onAbort);
    worker.once("message", (answer: Answer | { error: string }) =>
      finish(() =>
        typeof answer === "object" && answer !== null && "error" in answer
          ? reject(failure(answer.error))
          : resolve(answer as Answer),
      ),
    );
    // Out of memory, or a crash inside pdf.js.
    worker.once("error", (error) => finish(() => reject(failure(String(error)))));
    worker.once("exit", (code) => finish(() => reject(failure(`The ${names.thread} stopped (exit ${code}).`))));
  });
}
