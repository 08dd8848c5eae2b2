// Each member with a profile is an ActivityPub actor: its handle (slug), whether it federates, and its key pairs
// (made on first use). Existing members get their default handle here; new ones when their profile is created.
// Also Fedify's key-value store (remote documents it caches, idempotence of inbound activities).
import { firstFreeSlug, slugBase } from "@scholarly/contract";
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE federation_actors (
      profile_id integer PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9_]{3,30}$'),
      -- A member may change the default handle once: a handle that moves breaks the links others keep.
      slug_changed boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      approve_followers boolean NOT NULL DEFAULT false,
      -- Exported JWK pairs [{publicKey, privateKey}], RSA then Ed25519; NULL until first needed.
      key_pairs jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE federation_kv (
      key text[] PRIMARY KEY,
      value jsonb NOT NULL,
      expires_at timestamptz
    );
    CREATE INDEX federation_kv_expires_idx ON federation_kv (expires_at) WHERE expires_at IS NOT NULL;
  `.execute(db);
  const profiles = await sql<{ id: number; name: string }>`SELECT id, name FROM profiles ORDER BY id`.execute(db);
  const taken = new Set<string>();
  const actors = profiles.rows.map((profile) => {
    const slug = firstFreeSlug(slugBase(profile.name), taken);
    taken.add(slug);
    return { profile_id: profile.id, slug };
  });
  const BATCH = 1000;
  for (let start = 0; start < actors.length; start += BATCH) {
    const rows = actors.slice(start, start + BATCH);
    await sql`
      INSERT INTO federation_actors (profile_id, slug)
      SELECT * FROM unnest(${rows.map((row) => row.profile_id)}::int[], ${rows.map((row) => row.slug)}::text[])
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE federation_kv; DROP TABLE federation_actors`.execute(db);
}
