// Kysely dialect for the embedded PGlite database. PGlite is one connection, so a lock hands it to
// one query or transaction at a time (the earliest request's first); otherwise a request's statements could land
// inside another's open transaction. (Kysely's own PGlite dialect sends every statement through query(), which refuses the
// several commands a migration holds; this one runs those through exec().)
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from "kysely";
import { currentArrival } from "./arrival-order.js";

/** Hands PGlite to one query or transaction at a time, the earliest arrival first (see arrival-order.ts). */
class ArrivalOrderLock {
  private held = false;
  private readonly waiting: { arrival: number; grant: () => void }[] = [];

  async lock(arrival: number): Promise<() => void> {
    if (this.held) {
      await new Promise<void>((grant) => {
        const later = this.waiting.findIndex((other) => other.arrival > arrival);
        this.waiting.splice(later === -1 ? this.waiting.length : later, 0, { arrival, grant });
      });
    }
    this.held = true;
    return () => this.unlock();
  }

  /** The next waiter takes the lock over directly, so nothing arriving meanwhile slips in between. */
  private unlock(): void {
    const next = this.waiting.shift();
    if (next) next.grant();
    else this.held = false;
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Parameterless statements (migrations) may hold several commands; only exec() accepts that.
    const result =
      query.parameters.length === 0
        ? (await this.pglite.exec(query.sql)).at(-1)
        : await this.pglite.query<R>(query.sql, [...query.parameters]);
    const affected = result?.affectedRows;
    return {
      rows: (result?.rows ?? []) as R[],
      numAffectedRows: affected === undefined ? undefined : BigInt(affected),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream rows; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not support streaming queries");
  }
}

class PGliteDriver implements Driver {
  private readonly lock = new ArrivalOrderLock();
  private release: (() => void) | undefined;
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.lock.lock(currentArrival());
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("BEGIN"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("COMMIT"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("ROLLBACK"));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
