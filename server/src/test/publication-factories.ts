// Builds publications directly in the database, owned by a member built by the member factory.
import type { Insertable } from "kysely";
import type { Db } from "../db/database.js";
import type { PublicationsTable } from "../db/tables.js";

let sequence = 0;

export async function buildPublication(
  testApp: { db: Db },
  overrides: Partial<Insertable<PublicationsTable>> & { user_id: number },
) {
  sequence += 1;
  return testApp.db
    .insertInto("publications")
    .values({
      title: `Findings number ${sequence}`,
      author: "Ada Lovelace",
      publication_date: "2024-03-15",
      publication_type: "article",
      abstract: "What we found.",
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
