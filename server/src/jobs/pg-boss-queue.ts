// The job queue on pg-boss: jobs are rows in the app's own database (PostgreSQL or PGlite), taken with
// SKIP LOCKED, retried with exponential backoff, and expired (then retried) when the process working them
// dies. pg-boss keeps its tables and does the bookkeeping; job-worker.ts runs the handlers.
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Db } from "../db/database.js";
import { bossDatabase, JobQueueStoppedError } from "./boss-database.js";
import type { AnyJobKind, JobHandler, JobQueue, JobSettings } from "./job-queue.js";
import { type JobWorker, startJobWorker } from "./job-worker.js";
import { oneInstanceAtATime } from "./start-lock.js";

export interface JobQueueOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, "error" | "warn">;
  /** False when another process works the jobs (WORKER=off): this one only sends. */
  runWorkers: boolean;
  /** How often an idle worker looks for jobs sent by other processes; its own sends wake it at once. */
  pollingIntervalSeconds?: number;
  /** How often expired attempts are failed (to be retried) and old jobs archived. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() lets running jobs finish before handing them back for a retry. */
  shutdownGraceSeconds?: number;
}

/** pg-boss's own tables live in this schema, created and upgraded by pg-boss at start. */
export const JOB_SCHEMA = "pgboss";

function queueOptions(kind: AnyJobKind): PgBoss.Queue {
  return {
    name: kind.name,
    // "stately": at most one job per key waiting and one running; the key collapses duplicate sends.
    policy: kind.key ? "stately" : "standard",
    ...retryOptions(kind.settings),
  };
}

function retryOptions(settings: JobSettings) {
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
  };
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log, runWorkers } = options;
  const database = bossDatabase(options.db);
  const boss = new PgBoss({
    db: database,
    schema: JOB_SCHEMA,
    // The timekeeper fires cron schedules (weekly digests); a process that works no jobs leaves it to others.
    schedule: runWorkers,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on("error", (error) => {
    if (!(error instanceof JobQueueStoppedError)) log.error({ err: error }, "job queue error");
  });

  const handlers = new Map<string, { kind: AnyJobKind; handler: JobHandler<never> }>();
  const schedules = new Map<string, { kind: AnyJobKind; cron: string; data: object }>();
  const queuesReady = new Map<string, Promise<void>>();
  const workers = new Map<string, JobWorker>();
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  // pg-boss attaches each new queue's table to its shared job table: two creations at once deadlock on
  // PostgreSQL, so this process creates its queues one after another, and instances take turns (start-lock.ts).
  let queueCreations: Promise<unknown> = Promise.resolve();

  /** Creates the kind's queue once per process, and brings its settings up to date. */
  function ensureQueue(kind: AnyJobKind): Promise<void> {
    let ready = queuesReady.get(kind.name);
    if (!ready) {
      ready = queueCreations
        .catch(() => undefined)
        .then(() =>
          oneInstanceAtATime(options.db, async () => {
            await boss.createQueue(kind.name, queueOptions(kind));
            await boss.updateQueue(kind.name, queueOptions(kind));
          }),
        );
      queueCreations = ready;
      ready.catch(() => queuesReady.delete(kind.name));
      queuesReady.set(kind.name, ready);
    }
    return ready;
  }

  async function startWorker(kind: AnyJobKind, handler: JobHandler<never>): Promise<void> {
    await ensureQueue(kind);
    if (stopping) return;
    const pollingIntervalMs = (options.pollingIntervalSeconds ?? 2) * 1000;
    workers.set(kind.name, startJobWorker({ boss, kind, handler, log, pollingIntervalMs }));
  }

  /** Records the schedule in pg-boss's table (once per name, replacing an older cron), which needs its queue. */
  async function recordSchedule({ kind, cron, data }: { kind: AnyJobKind; cron: string; data: object }) {
    await ensureQueue(kind);
    await boss.schedule(kind.name, cron, data, { tz: "UTC", singletonKey: kind.key?.(data as never) });
  }

  async function startAll(): Promise<void> {
    await oneInstanceAtATime(options.db, () => boss.start());
    if (!runWorkers) return;
    await Promise.all([...handlers.values()].map(({ kind, handler }) => startWorker(kind, handler)));
    for (const schedule of schedules.values()) await recordSchedule(schedule);
  }

  async function stopAll(): Promise<void> {
    await starting?.catch(() => {});
    const graceMs = (options.shutdownGraceSeconds ?? 20) * 1000;
    try {
      await Promise.all([...workers.values()].map((worker) => worker.stop(graceMs)));
      await boss.stop({ graceful: false, close: false });
    } finally {
      await database.close();
    }
  }

  return {
    async send(kind, data, sendOptions = {}) {
      if (!starting) throw new Error(`The job queue is not started; cannot send ${kind.name}.`);
      if (stopping) throw new JobQueueStoppedError();
      await starting;
      await ensureQueue(kind);
      const id = await boss.send(kind.name, data, {
        singletonKey: kind.key?.(data),
        startAfter: sendOptions.startAfterSeconds,
        ...retryOptions(kind.settings),
      });
      // A worker in this process picks its own job up now instead of at its next poll.
      if (id && !sendOptions.startAfterSeconds) workers.get(kind.name)?.wake();
      return id;
    },

    schedule(kind, cron, data) {
      if (!runWorkers) return;
      const registered = { kind, cron, data };
      schedules.set(kind.name, registered);
      if (starting) {
        starting
          .then(() => recordSchedule(registered))
          .catch((error: unknown) => log.error({ err: error, job: kind.name }, "job schedule failed to start"));
      }
    },

    work(kind, handler) {
      if (!runWorkers) return;
      if (handlers.has(kind.name)) throw new Error(`Jobs of kind ${kind.name} already have a handler.`);
      const registered = { kind, handler };
      handlers.set(kind.name, registered);
      if (starting) {
        starting
          .then(() => startWorker(registered.kind, registered.handler))
          .catch((error: unknown) => log.error({ err: error, job: kind.name }, "job worker failed to start"));
      }
    },

    start() {
      starting ??= startAll();
      return starting;
    },

    stop() {
      if (!starting) return Promise.resolve();
      stopping ??= stopAll();
      return stopping;
    },
  };
}
