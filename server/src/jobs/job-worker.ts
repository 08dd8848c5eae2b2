// Works one kind of job in this process: takes one job at a time, runs its handler, records the outcome.
// pg-boss's own work() loop records outcomes without awaiting them, so a database error there would be
// an unhandled rejection that ends the process; this loop awaits and logs every step instead.
import type { FastifyBaseLogger } from "fastify";
import type PgBoss from "pg-boss";
import type { AnyJobKind, JobHandler } from "./job-queue.js";

/** Handlers are told to give up at this share of the expiry, so an attempt ends before its retry can start. */
const GIVE_UP_AT = 0.9;

export interface JobWorker {
  /** Looks for a job now instead of at the next poll. */
  wake(): void;
  /** Takes no more jobs; the running one may finish within `graceMs`, then is told to give up and is retried later. */
  stop(graceMs: number): Promise<void>;
}

export interface JobWorkerOptions {
  boss: PgBoss;
  kind: AnyJobKind;
  handler: JobHandler<never>;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  pollingIntervalMs: number;
}

const RAN_OUT_OF_TIME = "The attempt ran out of time.";
const SHUT_DOWN = "The worker shut down before the attempt finished.";

export function startJobWorker({ boss, kind, handler, log, pollingIntervalMs }: JobWorkerOptions): JobWorker {
  let stopping = false;
  let givingUp = false;
  let wakeUp: (() => void) | undefined;
  // A send can land while a fetch is under way and miss it; then the loop looks again instead of pausing.
  let woken = false;
  let current: AbortController | undefined;

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  async function takeJob(): Promise<PgBoss.JobWithMetadata<unknown> | undefined> {
    try {
      // fetch() marks the job active with FOR UPDATE SKIP LOCKED: no other worker, here or elsewhere, gets it.
      const [job] = await boss.fetch<unknown>(kind.name, { batchSize: 1, includeMetadata: true });
      return job;
    } catch (error) {
      log.error({ err: error, job: kind.name }, "could not fetch a job");
      return undefined;
    }
  }

  async function run(job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    const attempt = job.retryCount + 1;
    const controller = new AbortController();
    const abandoned = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener("abort", () => reject(controller.signal.reason));
    });
    abandoned.catch(() => {});
    const expiresInMs = Number(job.expireInSeconds) * 1000;
    const timer = setTimeout(() => controller.abort(new Error(RAN_OUT_OF_TIME)), expiresInMs * GIVE_UP_AT);
    current = controller;
    if (givingUp) controller.abort(new Error(SHUT_DOWN));
    let failure: unknown;
    try {
      // A handler that ignores the signal keeps running, but its job is recorded as failed now.
      await Promise.race([
        handler({ id: job.id, data: job.data as never, attempt, signal: controller.signal }),
        abandoned,
      ]);
    } catch (error) {
      failure = error ?? new Error("The job failed.");
    } finally {
      clearTimeout(timer);
      current = undefined;
    }
    try {
      if (failure === undefined) {
        await boss.complete(kind.name, job.id);
      } else {
        const final = attempt > job.retryLimit;
        const details = { err: failure, job: kind.name, jobId: job.id, attempt };
        if (final) log.error(details, "background job failed on its last attempt; it will not run again");
        else log.warn(details, "background job attempt failed; it will be retried");
        await boss.fail(kind.name, job.id, failure instanceof Error ? failure : { value: String(failure) });
      }
    } catch (error) {
      log.error(
        { err: error, job: kind.name, jobId: job.id },
        "could not record a job's outcome; it runs again once expired",
      );
    }
  }

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      const job = await takeJob();
      if (job) await run(job);
      else if (!stopping && !woken) await pause(pollingIntervalMs);
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop(graceMs) {
      stopping = true;
      wakeUp?.();
      const grace = setTimeout(() => {
        givingUp = true;
        current?.abort(new Error(SHUT_DOWN));
      }, graceMs);
      await loop;
      clearTimeout(grace);
    },
  };
}
