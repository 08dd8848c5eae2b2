// Writes generated rows in large multi-row INSERTs, one transaction per batch, while the next batch is
// being generated: memory stays flat and both the generator and the database stay busy.
import type { Insertable, Transaction } from "kysely";
import { sql } from "kysely";
import type { Db } from "../../src/db/database.js";
import type { Database } from "../../src/db/tables.js";

/** PostgreSQL accepts at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

export type TableName = keyof Database;

export async function insertRows<T extends TableName>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + perStatement))
      .execute();
  }
}

/** Runs `write` in a transaction that does not wait for the disk flush: a crash mid-seed just means re-seeding. */
export function inTransaction<R>(db: Db, write: (trx: Transaction<Database>) => Promise<R>): Promise<R> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    return write(trx);
  });
}

export interface Progress {
  advance(rows: number): void;
  finish(): void;
}

/** Prints "<label> done/total (rate rows/s)" at most every two seconds, and once at the end. */
export function progress(label: string, total: number, log: (line: string) => void): Progress {
  const started = Date.now();
  let done = 0;
  let printedAt = 0;
  let printedDone = -1;
  const print = () => {
    if (printedDone === done) return;
    printedDone = done;
    const seconds = (Date.now() - started) / 1000;
    const rate = Math.round(done / Math.max(seconds, 0.001));
    log(`${label} ${done.toLocaleString("en")}/${total.toLocaleString("en")} (${rate.toLocaleString("en")} rows/s)`);
    printedAt = Date.now();
  };
  return {
    advance(rows) {
      done += rows;
      if (Date.now() - printedAt > 2000) print();
    },
    finish: print,
  };
}

/**
 * Generates batch k+1 while batch k is written; at most one write is in flight, so memory holds two batches.
 */
export async function writeInBatches<B>(
  total: number,
  batchSize: number,
  generate: (start: number, end: number) => B,
  write: (batch: B) => Promise<void>,
): Promise<void> {
  let pending: Promise<void> = Promise.resolve();
  for (let start = 0; start < total; start += batchSize) {
    const batch = generate(start, Math.min(total, start + batchSize));
    await pending;
    pending = write(batch);
  }
  await pending;
}
