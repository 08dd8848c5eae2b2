// Editing the signed-in member's own profile: any of its text fields and a new profile picture.
import { updateProfileFields, updateProfileResponse } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { notFound } from "../http/http-error.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";
import { forgetPeopleSearches } from "./people-search-cache.js";
import { presentProfile } from "./present-profile.js";

const PROFILE_PATH = "/user/profile/create-profile/";

export const updateProfileRoute: DomainRoutes = (app, context) => {
  const { db, storage } = context;

  app.patch(
    PROFILE_PATH,
    {
      preHandler: context.auth.verified,
      schema: {
        tags: ["profiles"],
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data", "application/json"],
        description:
          "Any of: name, degree, primary_affiliation, current_activity, institution, research_areas, bio, " +
          "and a profile_picture image.",
        response: { 200: updateProfileResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const form = await receiveForm(
        request,
        { storage, limits: context.config.uploadLimits },
        { profile_picture: { kind: "image", label: "The profile picture" } },
      );
      const { profile, replacedPicture } = await keepFilesIf(form, async () => {
        const fields = updateProfileFields.parse(form.fields);
        const picture = form.files.profile_picture?.key;
        return db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom("profiles")
            .select("profile_picture")
            .where("user_id", "=", userId)
            .forUpdate()
            .executeTakeFirst();
          if (!existing) throw notFound("Profile not found.");
          const updated = await trx
            .updateTable("profiles")
            .set({ ...fields, ...(picture && { profile_picture: picture }), updated_at: new Date() })
            .where("user_id", "=", userId)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { profile: updated, replacedPicture: picture ? existing.profile_picture : null };
        });
      });
      forgetPeopleSearches(db);
      await removeReplacedFile(storage, replacedPicture);
      return { message: "Profile updated successfully", data: presentProfile(profile) };
    },
  );
};
