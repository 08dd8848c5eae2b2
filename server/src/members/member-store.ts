// Who a member is: their profile looked up by account, by profile id or by ORCID iD. Every domain that names a
// member (posts, publications, follows, stats, sign-in) asks here; profiles/ keeps writing and searching profiles.
import type { Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { ProfilesTable } from "../db/tables.js";

export type ProfileRow = Selectable<ProfilesTable>;
/** What posts show of their author. */
export type ProfileSummaryRow = Pick<ProfileRow, "id" | "user_id" | "name" | "profile_picture">;

const SUMMARY_COLUMNS = ["id", "user_id", "name", "profile_picture"] as const;

export type MemberStore = ReturnType<typeof memberStore>;

export function memberStore(db: Db) {
  return {
    /** The id of the member's profile; undefined while they have none. Every "profile of this user" asks here. */
    async profileIdOf(userId: number): Promise<number | undefined> {
      const profile = await db.selectFrom("profiles").select("id").where("user_id", "=", userId).executeTakeFirst();
      return profile?.id;
    },

    ofUser(userId: number): Promise<ProfileRow | undefined> {
      return db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
    },

    byId(profileId: number): Promise<ProfileRow | undefined> {
      return db.selectFrom("profiles").selectAll().where("id", "=", profileId).executeTakeFirst();
    },

    /** Each profile's institution, by profile id. */
    async institutionsOf(profileIds: readonly number[]): Promise<Map<number, string>> {
      if (profileIds.length === 0) return new Map();
      const rows = await db
        .selectFrom("profiles")
        .select(["id", "institution"])
        .where("id", "in", profileIds)
        .execute();
      return new Map(rows.map((row) => [row.id, row.institution]));
    },

    /** The profiles named as co-authors, with the account behind each. */
    async summariesByIds(profileIds: readonly number[]): Promise<ProfileSummaryRow[]> {
      const unique = [...new Set(profileIds)];
      if (unique.length === 0) return [];
      return db.selectFrom("profiles").select(SUMMARY_COLUMNS).where("id", "in", unique).execute();
    },

    /** The members holding these ORCID iDs (bare), with their iD. */
    async byOrcids(orcids: readonly string[]): Promise<(ProfileSummaryRow & { orcid: string })[]> {
      const unique = [...new Set(orcids)];
      if (unique.length === 0) return [];
      const rows = await db
        .selectFrom("profiles")
        .select([...SUMMARY_COLUMNS, "orcid"])
        .where("orcid", "in", unique)
        .execute();
      return rows.flatMap((row) => (row.orcid ? [{ ...row, orcid: row.orcid }] : []));
    },
  };
}
