// Reads and nudges pg-boss's job rows, for tests about what became of a job.
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { AnyJobKind } from "../jobs/job-queue.js";
import { JOB_SCHEMA } from "../jobs/pg-boss-queue.js";
import { type WaitOptions, waitFor } from "./wait-for.js";

const jobs = sql.id(JOB_SCHEMA, "job");

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export interface StoredJob {
  state: JobState;
  retryCount: number;
}

export async function findJob(db: Db, kind: AnyJobKind, id: string): Promise<StoredJob | undefined> {
  const { rows } = await sql<{ state: JobState; retry_count: number }>`
    SELECT state, retry_count FROM ${jobs} WHERE name = ${kind.name} AND id = ${id}`.execute(db);
  const row = rows[0];
  return row && { state: row.state, retryCount: row.retry_count };
}

/** Every job of this kind sent with this key, oldest first. */
export async function jobsWithKey(db: Db, kind: AnyJobKind, key: string): Promise<StoredJob[]> {
  const { rows } = await sql<{ state: JobState; retry_count: number }>`
    SELECT state, retry_count FROM ${jobs}
    WHERE name = ${kind.name} AND singleton_key = ${key} ORDER BY created_on`.execute(db);
  return rows.map((row) => ({ state: row.state, retryCount: row.retry_count }));
}

/** How many jobs of this kind were ever sent (in any state): what a test may compare before and after a step. */
export async function jobCount(db: Db, kind: AnyJobKind): Promise<number> {
  const { rows } = await sql<{ sent: number }>`
    SELECT count(*)::int AS sent FROM ${jobs} WHERE name = ${kind.name}`.execute(db);
  return rows[0]?.sent ?? 0;
}

/** The cron schedules recorded for this kind, as the queue keeps them (one per kind). */
export async function schedulesOf(db: Db, kind: AnyJobKind): Promise<{ cron: string; timezone: string }[]> {
  const { rows } = await sql<{ cron: string; timezone: string }>`
    SELECT cron, timezone FROM ${sql.id(JOB_SCHEMA, "schedule")} WHERE name = ${kind.name}`.execute(db);
  return rows;
}

/** Waits until the job has reached `state` (by default: completed). */
export function waitForJob(
  db: Db,
  kind: AnyJobKind,
  id: string,
  state: JobState = "completed",
  options?: WaitOptions,
): Promise<StoredJob> {
  return waitFor(
    `job ${kind.name} ${id} to be ${state}`,
    async () => {
      const job = await findJob(db, kind, id);
      return job?.state === state && job;
    },
    options,
  );
}

/** Waits until no job of this kind is waiting, due for a retry or running. */
export function waitUntilIdle(db: Db, kind: AnyJobKind, options?: WaitOptions): Promise<true> {
  return waitFor(
    `the ${kind.name} jobs to finish`,
    async () => {
      const { rows } = await sql<{ pending: number }>`
        SELECT count(*)::int AS pending FROM ${jobs}
        WHERE name = ${kind.name} AND state IN ('created', 'retry', 'active')`.execute(db);
      return rows[0]?.pending === 0;
    },
    options,
  );
}

/** Marks the job as taken, exactly as a worker does, by a worker that then dies without a word. */
export async function takeJobAndVanish(db: Db, kind: AnyJobKind, id: string): Promise<void> {
  await sql`
    UPDATE ${jobs} SET state = 'active', started_on = now()
    WHERE name = ${kind.name} AND id = ${id}`.execute(db);
}
