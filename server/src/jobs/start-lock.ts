// Lets one instance at a time change the job queue's tables (install them, add a queue) on a shared PostgreSQL.
import { sql } from "kysely";
import { type Db, poolUse } from "../db/database.js";

const QUEUE_SCHEMA_LOCK = 4_231_011;

/**
 * pg-boss checks whether its schema is installed, then installs it: two instances starting at once on a new
 * database both install, and the loser's connection is left inside an aborted transaction. Two instances
 * creating queues at once deadlock (each queue's table is attached to the shared job table). Holding a session
 * lock on one pooled connection while `change` runs on others makes instances take turns. PGlite is one process
 * with one connection: nobody to take turns with (and holding its connection would block `change`).
 */
export async function oneInstanceAtATime<T>(db: Db, change: () => Promise<T>): Promise<T> {
  if (!poolUse(db)) return change();
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${QUEUE_SCHEMA_LOCK})`.execute(connection);
    try {
      return await change();
    } finally {
      await sql`SELECT pg_advisory_unlock(${QUEUE_SCHEMA_LOCK})`.execute(connection);
    }
  });
}
