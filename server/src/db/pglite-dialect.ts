// Kysely dialect for the embedded PGlite database. PGlite is one connection, so a mutex hands it to
// one query or transaction at a time; otherwise a request's statements could land inside another's
// open transaction. (Kysely's own PGlite dialect sends every statement through query(), which refuses the
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

class Mutex {
  private tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let unlock!: () => void;
    const next = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    const ready = this.tail.then(() => unlock);
    this.tail = this.tail.then(() => next);
    return ready;
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
  private readonly mutex = new Mutex();
  private release: (() => void) | undefined;
  private readonly connection: PGliteConnection;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.mutex.lock();
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
