// Headers for harvesting: live publications (datestamp updated_at) and tombstones of deleted ones
// (datestamp deleted_at), in one list ordered by publication id.
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { HarvestRange } from "./harvest-range.js";

export interface OaiHeaderRow {
  id: number;
  datestamp: Date;
  publication_type: string;
  deleted: boolean;
}

export function oaiStore(db: Db) {
  const everyHeader = () =>
    db
      .selectFrom("publications")
      .select(["id", "updated_at as datestamp", "publication_type", sql<boolean>`false`.as("deleted")])
      .unionAll(
        db
          .selectFrom("deleted_publications")
          .select(["id", "deleted_at as datestamp", "publication_type", sql<boolean>`true`.as("deleted")]),
      );

  /** PostgreSQL pushes these conditions into both halves of the union, where the datestamp indexes serve them. */
  const headersIn = (range: HarvestRange) =>
    db
      .selectFrom(everyHeader().as("headers"))
      .$if(range.from !== undefined, (query) => query.where("datestamp", ">=", range.from as Date))
      .$if(range.before !== undefined, (query) => query.where("datestamp", "<", range.before as Date))
      .$if(range.types !== undefined, (query) =>
        range.types?.length ? query.where("publication_type", "in", range.types) : query.where(sql<boolean>`false`),
      );

  return {
    async earliestDatestamp(): Promise<Date | undefined> {
      const row = await db
        .selectFrom(everyHeader().as("headers"))
        .select((eb) => eb.fn.min("datestamp").as("earliest"))
        .executeTakeFirst();
      return row?.earliest ?? undefined;
    },

    async header(id: number): Promise<OaiHeaderRow | undefined> {
      return db.selectFrom(everyHeader().as("headers")).selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Up to `limit` headers in the range after the given id, by id. */
    async headers(range: HarvestRange, afterId: number, limit: number): Promise<OaiHeaderRow[]> {
      return headersIn(range).selectAll().where("id", ">", afterId).orderBy("id").limit(limit).execute();
    },

    async count(range: HarvestRange): Promise<number> {
      const row = await headersIn(range)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type OaiStore = ReturnType<typeof oaiStore>;
