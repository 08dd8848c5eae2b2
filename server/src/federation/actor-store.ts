// All SQL of members' actors: their handle (slug), settings and key pairs.
import { FEDERATION_SLUG_LENGTH, firstFreeSlug, slugBase } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { FederationActorsTable, StoredKeyPair } from "../db/tables.js";

export type ActorRow = Omit<Selectable<FederationActorsTable>, "key_pairs" | "created_at">;

const COLUMNS = ["profile_id", "slug", "slug_changed", "enabled", "approve_followers"] as const;

/** Room kept for the number `firstFreeSlug` adds; the handles that could collide share the rest. */
const NUMBER_ROOM = 6;
/** Two members taking the same new handle at the same moment: a few tries settle it. */
const CREATE_ATTEMPTS = 5;

export type SlugChange = "changed" | "taken" | "changed-already";

export type ActorStore = ReturnType<typeof actorStore>;

export function actorStore(db: Db) {
  const ofProfile = (profileId: number): Promise<ActorRow | undefined> =>
    db.selectFrom("federation_actors").select(COLUMNS).where("profile_id", "=", profileId).executeTakeFirst();

  async function keyPairsOf(profileId: number): Promise<StoredKeyPair[] | null> {
    const row = await db
      .selectFrom("federation_actors")
      .select("key_pairs")
      .where("profile_id", "=", profileId)
      .executeTakeFirst();
    return row?.key_pairs ?? null;
  }

  /** The handles a new one made from `base` might collide with. */
  async function slugsLike(base: string): Promise<Set<string>> {
    const prefix = base.slice(0, FEDERATION_SLUG_LENGTH.max - NUMBER_ROOM).replace(/_/g, "\\_");
    const rows = await db.selectFrom("federation_actors").select("slug").where("slug", "like", `${prefix}%`).execute();
    return new Set(rows.map((row) => row.slug));
  }

  return {
    ofProfile,

    bySlug(slug: string): Promise<ActorRow | undefined> {
      return db.selectFrom("federation_actors").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
    },

    /** The profile's actor, made with the default handle for `name` if it has none yet. */
    async ensure(profileId: number, name: string): Promise<ActorRow> {
      const base = slugBase(name);
      for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
        const existing = await ofProfile(profileId);
        if (existing) return existing;
        const slug = firstFreeSlug(base, await slugsLike(base));
        const created = await db
          .insertInto("federation_actors")
          .values({ profile_id: profileId, slug })
          .onConflict((conflict) => conflict.doNothing())
          .returning(COLUMNS)
          .executeTakeFirst();
        if (created) return created;
      }
      throw new Error(`No free handle found for profile ${profileId} after ${CREATE_ATTEMPTS} attempts.`);
    },

    /** A member changes their handle once; the default one does not count. */
    async changeSlug(profileId: number, slug: string): Promise<SlugChange> {
      const holder = await db
        .selectFrom("federation_actors")
        .select("profile_id")
        .where("slug", "=", slug)
        .executeTakeFirst();
      if (holder) return holder.profile_id === profileId ? "changed" : "taken";
      try {
        const changed = await db
          .updateTable("federation_actors")
          .set({ slug, slug_changed: true })
          .where("profile_id", "=", profileId)
          .where("slug_changed", "=", false)
          .executeTakeFirst();
        return changed.numUpdatedRows > 0n ? "changed" : "changed-already";
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },

    async setFlags(profileId: number, flags: { enabled?: boolean; approve_followers?: boolean }): Promise<void> {
      if (flags.enabled === undefined && flags.approve_followers === undefined) return;
      await db.updateTable("federation_actors").set(flags).where("profile_id", "=", profileId).execute();
    },

    keyPairsOf,

    /** Those of these profiles whose member turned federation off (a profile without an actor yet federates). */
    async withFederationOff(profileIds: readonly number[]): Promise<Set<number>> {
      if (profileIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("federation_actors")
        .select("profile_id")
        .where("profile_id", "in", profileIds)
        .where("enabled", "=", false)
        .execute();
      return new Set(rows.map((row) => row.profile_id));
    },

    /** Keeps `pairs` unless the actor has pairs already; answers the pairs kept, so two makers agree. */
    async keepKeyPairs(profileId: number, pairs: StoredKeyPair[]): Promise<StoredKeyPair[]> {
      const kept = await db
        .updateTable("federation_actors")
        .set({ key_pairs: JSON.stringify(pairs) })
        .where("profile_id", "=", profileId)
        .where("key_pairs", "is", null)
        .returning("key_pairs")
        .executeTakeFirst();
      const stored = kept?.key_pairs ?? (await keyPairsOf(profileId));
      if (!stored) throw new Error(`Profile ${profileId} has no actor to keep keys for.`);
      return stored;
    },
  };
}

/** A second member took the handle between our look and our write (PostgreSQL's unique_violation). */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";
