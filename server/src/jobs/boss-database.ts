// pg-boss's way into the database: every statement goes through the app's own Kysely handle, so on
// PostgreSQL it shares the pool, and on PGlite it waits for the same mutex as every request (a job
// statement can never land inside a request's open transaction, nor the reverse).
import { CompiledQuery } from "kysely";
import type PgBoss from "pg-boss";
import type { Db } from "../db/database.js";

export class JobQueueStoppedError extends Error {
  constructor() {
    super("The job queue has stopped.");
  }
}

export interface BossDatabase extends PgBoss.Db {
  /** Refuses new statements and waits for those under way, so the database can be closed after. */
  close(): Promise<void>;
}

export function bossDatabase(db: Db): BossDatabase {
  let open = true;
  const underWay = new Set<Promise<unknown>>();
  return {
    // pg-boss sends its schema and maintenance scripts as several statements without parameters; the
    // PGlite dialect runs those through exec(), and node-postgres through the simple query protocol.
    executeSql(text: string, values: unknown[] = []) {
      if (!open) return Promise.reject(new JobQueueStoppedError());
      const statement = db.executeQuery(CompiledQuery.raw(text, values)).then((result) => ({
        rows: (result.rows ?? []) as Record<string, unknown>[],
      }));
      underWay.add(statement);
      statement.then(
        () => underWay.delete(statement),
        () => underWay.delete(statement),
      );
      return statement;
    },
    async close() {
      open = false;
      await Promise.allSettled([...underWay]);
    },
  };
}
