// Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite.
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PGliteDialect } from "./pglite-dialect.js";
import type { Database } from "./tables.js";

export type Db = Kysely<Database>;

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory (tests). */
export type DatabaseLocation = { url: string } | { directory: string } | { memory: true };

const DATE_OID = 1082;
const INT8_OID = 20;

export function openDatabase(location: DatabaseLocation): Db {
  if ("url" in location) {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 20,
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
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = new PGlite({
    dataDir: "directory" in location ? location.directory : undefined,
    extensions: { pg_trgm },
    parsers: { [types.DATE]: (value: string) => value, [types.INT8]: Number },
  });
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
