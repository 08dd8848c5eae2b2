// Waits for work done elsewhere (a worker thread, a child process) that must end one way only: its answer, its
// failure, its deadline or the caller giving up, whichever comes first; then the work is stopped.

export interface Settle<Answer> {
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

export interface Bounds {
  timeoutMs: number;
  /** Aborts the wait when the caller gives up; the signal's reason is thrown (not the work's fault). */
  signal?: AbortSignal | undefined;
  /** The error when the deadline passes first. */
  timedOut: () => Error;
  /** Stops the work, however it ended. */
  stop: () => void;
}

/** `listen` wires the work's events to `settle`; only the first outcome counts. */
export function settleOnce<Answer>(bounds: Bounds, listen: (settle: Settle<Answer>) => void): Promise<Answer> {
  const { timeoutMs, signal, timedOut, stop } = bounds;
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      stop();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(timedOut())), timeoutMs);
    const onAbort = () => finish(() => reject(signal?.reason));
    signal?.addEventListener("abort", onAbort);
    listen({
      resolve: (answer) => finish(() => resolve(answer)),
      reject: (error) => finish(() => reject(error)),
    });
  });
}
