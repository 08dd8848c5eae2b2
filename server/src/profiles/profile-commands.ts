// Writing a member's profile: creating it once, editing it (a new picture replaces the old file), and choosing
// its featured research; each announces `profile.created` or `profile.updated` for the caches and feeds.
import { FEATURED_RESEARCH_MESSAGES } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore, type ProfileRow } from "../members/member-store.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";
import { featuredResearchStore } from "./featured-research-store.js";
import { type NewProfile, type ProfileChanges, profileStore } from "./profile-store.js";

export const PROFILE_NOT_FOUND = "Profile not found.";
const ALREADY_HAS_PROFILE = "You already have a profile.";

export function profileCommands({ db, storage, events }: { db: Db; storage: Storage; events: DomainEvents }) {
  const profiles = profileStore(db);
  const members = memberStore(db);
  const featured = featuredResearchStore(db);

  return {
    async createProfile(userId: number, profile: NewProfile): Promise<ProfileRow> {
      const created = await profiles.create(userId, profile);
      if (!created) throw badRequest(ALREADY_HAS_PROFILE);
      events.publish({ type: "profile.created", userId, profileId: created.id });
      return created;
    },

    async updateProfile(userId: number, changes: ProfileChanges): Promise<ProfileRow> {
      const saved = await profiles.update(userId, changes);
      if (!saved) throw notFound(PROFILE_NOT_FOUND);
      events.publish({ type: "profile.updated", userId, profileId: saved.profile.id });
      await removeReplacedFile(storage, saved.replacedPicture);
      return saved.profile;
    },

    /** Replaces the member's featured research with these publications of theirs, in this order. */
    async saveFeaturedResearch(userId: number, publicationIds: readonly number[]): Promise<void> {
      const profileId = await members.profileIdOf(userId);
      if (profileId === undefined) throw notFound(PROFILE_NOT_FOUND);
      if (!(await featured.save(userId, publicationIds))) {
        throw badRequest(FEATURED_RESEARCH_MESSAGES.notYours, { ids: FEATURED_RESEARCH_MESSAGES.notYours });
      }
      events.publish({ type: "profile.updated", userId, profileId });
    },
  };
}
