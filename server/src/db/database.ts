// Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite.
import { PGlite, types } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect.js";
import { PreparingClient } from "./prepared-statements.js";
import type { Database } from "./tables.js";

export type Db = Kysely<Database>;

/** How a PostgreSQL pool's connections are used right now, for /metrics. */
export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();
const pglites = new WeakMap<Db, PGlite>();

/** The pool's use, or undefined for PGlite (one connection, in process). */
export function poolUse(db: Db): PoolUse | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return { max: pool.options.max ?? 10, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * Where the data lives: a PostgreSQL URL (with at most `maxConnections`, default 20), a PGlite directory, or
 * PGlite in memory (tests). PGlite may start `from` a dumped data directory instead of creating a cluster, which
 * takes seconds (tests start each database from one migrated copy).
 */
export type DatabaseLocation =
  | { url: string; maxConnections?: number }
  | { directory: string; from?: Blob }
  | { memory: true; from?: Blob };

const DATE_OID = 1082;
const INT8_OID = 20;

export function openDatabase(location: DatabaseLocation): Db {
  if ("url" in location) {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: location.url,
      max: location.maxConnections ?? 20,
      // Parallel workers speed one query up but, on a small box serving many requests at once, take the
      // cores the other requests need.
      options: "-c max_parallel_workers_per_gather=0",
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") => {
          if (oid === DATE_OID) return (value: string) => value;
          if (oid === INT8_OID) return Number;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection can be closed by the server (restart, admin termination). Without a listener
    // node-postgres rethrows that as an uncaught exception; the pool already drops the client and opens
    // a new one on the next query, so there is nothing more to do.
    pool.on("error", () => {});
    // A connection lost while checked out (a query or transaction under way) errors that query, which answers
    // 503, and then emits "error" on the client, where nothing listens: an uncaught exception that would end the
    // process. The pool drops the broken client when it is released, so this listener only has to exist.
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  const pglite = new PGlite({
    dataDir: "directory" in location ? location.directory : undefined,
    loadDataDir: location.from,
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    parsers: { [types.DATE]: (value: string) => value, [types.INT8]: Number },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  pglites.set(db, pglite);
  return db;
}

/** A PGlite database's data directory as a tar file, which `{ from }` opens again. */
export function dumpPglite(db: Db): Promise<Blob> {
  const pglite = pglites.get(db);
  if (!pglite) return Promise.reject(new Error("Only a PGlite database can be dumped."));
  return pglite.dumpDataDir("none");
}
