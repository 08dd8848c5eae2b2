// Profiles: the signed-in member's own (read, create once, edit), people search and public profiles.
import { profileEndpoints } from "@scholarly/contract";
import { followStore } from "../follows/follow-store.js";
import { anonymousSearchLimit } from "../http/anonymous-search-limit.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, notFound } from "../http/http-error.js";
import { memberStore } from "../members/member-store.js";
import { sentValues } from "../owned-items/sent-values.js";
import { hydrationStore } from "../posts/hydration-store.js";
import { featuredResearchStore } from "./featured-research-store.js";
import { peopleSearch } from "./people-search.js";
import { presentProfile } from "./present-profile.js";
import { PROFILE_NOT_FOUND, profileCommands } from "./profile-commands.js";
import { profileStore } from "./profile-store.js";
import { loadPublicProfile } from "./public-profile.js";

export const profileRoutes: DomainRoutes = (route, context) => {
  const { db, caches } = context;
  const commands = profileCommands(context);
  const profiles = profileStore(db);
  const members = memberStore(db);
  const follows = followStore(db);
  const featured = featuredResearchStore(db);
  const hydration = hydrationStore(db);
  const people = peopleSearch(profiles, caches);

  route(profileEndpoints.ownProfile, async ({ user }) => {
    const profile = await members.ofUser(user.id);
    if (!profile) throw notFound(PROFILE_NOT_FOUND);
    const [featuredResearch, counts] = await Promise.all([featured.of(user.id), follows.followCounts(profile.id)]);
    return { data: { ...presentProfile(profile, featuredResearch), ...counts } };
  });

  route(profileEndpoints.createProfile, async ({ user, withForm }) => {
    const profile = await withForm(async ({ fields, files }) =>
      commands.createProfile(user.id, {
        ...fields,
        orcid: fields.orcid || null,
        profile_picture: files.profile_picture?.key ?? null,
      }),
    );
    return { message: "Profile created successfully.", data: presentProfile(profile, []) };
  });

  route(profileEndpoints.updateProfile, async ({ user, withForm }) => {
    const profile = await withForm(async ({ fields, files, sent }) => {
      const picture = files.profile_picture?.key;
      // Lists left out of the form stay as they are; a list sent empty is cleared.
      const { orcid, ...changes } = sentValues(fields, sent);
      return commands.updateProfile(user.id, {
        ...changes,
        ...(orcid !== undefined && { orcid: orcid || null }),
        ...(picture && { profile_picture: picture }),
      });
    });
    return { message: "Profile updated successfully", data: presentProfile(profile, await featured.of(user.id)) };
  });

  // A member's profile is their public landing page; people search finds names and pictures, public too.
  route(
    profileEndpoints.allProfiles,
    async ({ query: { id, search } }) => {
      if (id !== undefined)
        return { data: await loadPublicProfile({ members, profiles, follows, featured, hydration }, id) };
      if (search === undefined) throw badRequest("Provide search or id.");
      const results = await people.search(search);
      return { results, count: results.length };
    },
    anonymousSearchLimit((request) => (request.query as { id?: unknown }).id !== undefined),
  );
};
