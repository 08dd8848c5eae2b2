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
