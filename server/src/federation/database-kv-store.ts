// Fedify's key-value store over our database (PostgreSQL or PGlite alike): what it caches of remote documents
// and keys, and what it remembers to drop a repeated inbound activity. Expired entries read as absent and are
// swept by a job (federation-jobs.ts).
import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import { sql } from "kysely";
import type { Db } from "../db/database.js";

const notExpired = sql<boolean>`(expires_at IS NULL OR expires_at > now())`;
/** The key as one text[] parameter: Kysely would send a bare array as a list of values. */
const keyArray = (key: KvKey) => sql<string[]>`${[...key]}::text[]`;

export function databaseKvStore(db: Db): KvStore {
  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const row = await db
        .selectFrom("federation_kv")
        .select("value")
        .where("key", "=", keyArray(key))
        .where(notExpired)
        .executeTakeFirst();
      return row?.value as T | undefined;
    },

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const ttl = options?.ttl;
      const expiresAt = ttl
        ? sql<Date>`now() + ${ttl.total({ unit: "millisecond" })} * interval '1 millisecond'`
        : sql<null>`NULL`;
      await db
        .insertInto("federation_kv")
        .values({ key: keyArray(key), value: JSON.stringify(value), expires_at: expiresAt })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((row) => ({
            value: row.ref("excluded.value"),
            expires_at: row.ref("excluded.expires_at"),
          })),
        )
        .execute();
    },

    async delete(key: KvKey): Promise<void> {
      await db.deleteFrom("federation_kv").where("key", "=", keyArray(key)).execute();
    },

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      let query = db.selectFrom("federation_kv").select(["key", "value"]).where(notExpired);
      if (prefix) {
        query = query.where(sql<boolean>`key[1:${sql.lit(prefix.length)}] = ${keyArray(prefix)}`);
      }
      for (const row of await query.orderBy("key").execute()) {
        yield { key: row.key as unknown as KvKey, value: row.value };
      }
    },
  };
}

/** Removes the entries whose time is up; answers how many. */
export async function sweepExpiredKv(db: Db): Promise<number> {
  const removed = await db.deleteFrom("federation_kv").where("expires_at", "<=", sql<Date>`now()`).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
