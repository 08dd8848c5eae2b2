// The signed-in user's own profile: reading it and creating it once (PATCH lives in the profile editing routes).
import { createProfileFields, createProfileResponse, ownProfileResponse } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest, notFound } from "../http/http-error.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";
import { forgetPeopleSearches } from "./people-search-cache.js";
import { presentProfile } from "./present-profile.js";

const PROFILE_PATH = "/user/profile/create-profile/";
const ALREADY_HAS_PROFILE = "You already have a profile.";

export const profileRoutes: DomainRoutes = (app, context) => {
  const { db } = context;

  app.get(
    PROFILE_PATH,
    {
      preHandler: context.auth.verified,
      schema: { tags: ["profiles"], security: [{ bearer: [] }], response: { 200: ownProfileResponse } },
    },
    async (request) => {
      const profile = await db
        .selectFrom("profiles")
        .selectAll()
        .where("user_id", "=", currentUser(request).id)
        .executeTakeFirst();
      if (!profile) throw notFound("Profile not found.");
      return { data: presentProfile(profile) };
    },
  );

  app.post(
    PROFILE_PATH,
    {
      preHandler: context.auth.verified,
      schema: {
        tags: ["profiles"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data"],
        description: "Multipart: name, institution, research_areas, bio and an optional profile_picture image.",
        response: { 201: createProfileResponse },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const form = await receiveForm(
        request,
        { storage: context.storage, limits: context.config.uploadLimits },
        { profile_picture: { kind: "image", label: "The profile picture" } },
      );
      const profile = await keepFilesIf(form, async () => {
        const fields = createProfileFields.parse(form.fields);
        const existing = await db.selectFrom("profiles").select("id").where("user_id", "=", userId).executeTakeFirst();
        if (existing) throw badRequest(ALREADY_HAS_PROFILE);
        const created = await db
          .insertInto("profiles")
          .values({ user_id: userId, ...fields, profile_picture: form.files.profile_picture?.key ?? null })
          .onConflict((conflict) => conflict.column("user_id").doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!created) throw badRequest(ALREADY_HAS_PROFILE);
        forgetPeopleSearches(db);
        return created;
      });
      return reply.status(201).send({ message: "Profile created successfully.", data: presentProfile(profile) });
    },
  );
};
