// Waits for something that happens in the background (a job, a listener) by asking again, never by sleeping a fixed time.

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Asks `probe` until it answers a value (not undefined, null or false) and resolves with it; fails after the timeout. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 20_000, intervalMs = 50 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== null && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
