// An ORCID iD belongs to at most one profile. Where two profiles already hold the same iD, the oldest profile
// keeps it and the others lose it: nothing tells who really owns it, and the first to claim it is the likelier.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE profiles SET orcid = NULL
    WHERE orcid IS NOT NULL
      AND EXISTS (SELECT 1 FROM profiles AS older WHERE older.orcid = profiles.orcid AND older.id < profiles.id);
    CREATE UNIQUE INDEX profiles_orcid_idx ON profiles (orcid) WHERE orcid IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX profiles_orcid_idx`.execute(db);
}
