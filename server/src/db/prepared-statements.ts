// Statements the hot read paths send many times a second with new values only (a feed page, the hydration of its
// posts): planning such a statement costs PostgreSQL about as much as running it, so these are prepared once per
// connection and then only executed. A statement opts in by starting with PREPARED; others are sent as they are.
import { createHash } from "node:crypto";
import { type RawBuilder, sql } from "kysely";
import pg from "pg";

const PREPARED = "/* prepared */";

/** The statement, marked to be prepared once per connection (PostgreSQL; PGlite runs it as it is). */
export function prepared<T>(statement: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(PREPARED)} ${statement}`;
}

/** The largest row count rowLimit writes into a statement: a page's size, never a depth. */
const MAX_WRITTEN_LIMIT = 100;

/**
 * A small row limit written into a prepared statement's text rather than sent as a value. PostgreSQL plans a
 * `LIMIT $1` as returning a tenth of its input, so the plan it could reuse looks far dearer than the one it plans
 * with the value, and it plans the statement again on every execution (half a feed page's database time). With
 * the number in the text the reusable plan costs the same and is kept after five executions. Each number is one
 * more statement prepared on each connection, hence a page's size only, up to MAX_WRITTEN_LIMIT.
 */
export function rowLimit(rows: number): RawBuilder<number> {
  if (!Number.isSafeInteger(rows) || rows < 0 || rows > MAX_WRITTEN_LIMIT) {
    throw new RangeError(`rowLimit takes a whole number of rows from 0 to ${MAX_WRITTEN_LIMIT}, not ${rows}.`);
  }
  return sql.lit(rows);
}

/** The same text gets the same name on every connection; node-postgres prepares it there on first use. */
const nameOf = (text: string) => `s${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;

/** A pg client that prepares the statements marked PREPARED: the pool's `Client`. */
export class PreparingClient extends pg.Client {}

const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [text, values, callback] = args;
  if (typeof text === "string" && text.startsWith(PREPARED)) {
    return send.call(this, { name: nameOf(text), text, values }, callback);
  }
  return send.apply(this, args);
} as pg.Client["query"];
