// The raw argon2id verify rate, measured in the bench process while the server idles: the server's own
// verifyPassword (so the same thread pool and the same limit on concurrent hashes) against the seed's hash,
// called by as many concurrent callers as the login load has connections.

import { verifyPassword } from "@scholarly/server/accounts/passwords";
import { SEED_PASSWORD, SEED_PASSWORD_HASH } from "@scholarly/server/seed/people";
import { summarize } from "./latency.js";
import type { ScenarioResult } from "./load.js";

async function verifyFor(callers: number, seconds: number): Promise<{ latenciesMs: number[]; seconds: number }> {
  const latenciesMs: number[] = [];
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < endsAt) {
      const sent = performance.now();
      if (!(await verifyPassword(SEED_PASSWORD_HASH, SEED_PASSWORD))) throw new Error("The seed hash does not verify.");
      // Verifications still queued when the time is up finish, but are not counted.
      if (performance.now() <= endsAt) latenciesMs.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: callers }, caller));
  return { latenciesMs, seconds: (endsAt - started) / 1000 };
}

export async function measureVerifyRate(
  callers: number,
  settings: { durationSeconds: number; warmupSeconds: number },
): Promise<Omit<ScenarioResult, "name">> {
  if (settings.warmupSeconds > 0) await verifyFor(callers, Math.min(settings.warmupSeconds, 2));
  const { latenciesMs, seconds } = await verifyFor(callers, settings.durationSeconds);
  return {
    requestsPerSecond: Math.round((latenciesMs.length / seconds) * 10) / 10,
    ...summarize(latenciesMs),
    requests: latenciesMs.length,
    errors: 0,
  };
}
