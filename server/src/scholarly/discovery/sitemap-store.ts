// Every profile and publication page for search engines, profiles first, each kind by id.
import { sql } from "kysely";
import type { Db } from "../../db/database.js";

export interface SitemapEntry {
  kind: "profile" | "publication";
  id: number;
  lastmod: Date;
}

export function sitemapStore(db: Db) {
  return {
    async size(): Promise<number> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom("profiles")
            .select((count) => count.fn.countAll<number>().as("n"))
            .as("profiles"),
          eb
            .selectFrom("publications")
            .select((count) => count.fn.countAll<number>().as("n"))
            .as("publications"),
        ])
        .executeTakeFirstOrThrow();
      return Number(row.profiles) + Number(row.publications);
    },

    async page(offset: number, limit: number): Promise<SitemapEntry[]> {
      return db
        .selectFrom("profiles")
        .select([sql<SitemapEntry["kind"]>`'profile'`.as("kind"), "id", "updated_at as lastmod"])
        .unionAll(
          db
            .selectFrom("publications")
            .select([sql<SitemapEntry["kind"]>`'publication'`.as("kind"), "id", "updated_at as lastmod"]),
        )
        .orderBy("kind")
        .orderBy("id")
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}
