// Shapes profile rows into the wire format: the full profile and the author block of posts.
import type { Profile, UserProfileSummary } from "@scholarly/contract";
import type { Selectable } from "kysely";
import type { ProfilesTable } from "../db/tables.js";
import { mediaUrl } from "../storage/media-url.js";

type ProfileRow = Selectable<ProfilesTable>;

/** `featuredResearch`: the member's featured publication ids, in order. */
export function presentProfile(row: ProfileRow, featuredResearch: number[]): Profile {
  return {
    id: row.id,
    user: row.user_id,
    name: row.name,
    profile_picture: mediaUrl(row.profile_picture),
    institution: row.institution,
    research_areas: row.research_areas,
    degree: row.degree,
    primary_affiliation: row.primary_affiliation,
    current_activity: row.current_activity,
    bio: row.bio,
    disciplines: row.disciplines,
    languages: row.languages,
    spotlight: row.spotlight,
    orcid: row.orcid,
    featured_research: featuredResearch,
  };
}

export function presentProfileSummary(
  row: Pick<ProfileRow, "id" | "user_id" | "name" | "profile_picture">,
): UserProfileSummary {
  return { id: row.id, user_id: row.user_id, name: row.name, profile_picture: mediaUrl(row.profile_picture) };
}
