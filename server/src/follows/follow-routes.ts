// Following other members: who I follow, follow, unfollow (part 1 sections 4 and 7). Ids are profile ids.
import { FOLLOW_MESSAGES, followList, followRequest, messageResponse } from "@scholarly/contract";
import type { DomainRoutes } from "../app-context.js";
import type { Db } from "../db/database.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest, notFound } from "../http/http-error.js";

const PATH = "/user/follow-unfollow/follow/";
const PROFILE_REQUIRED = "Create your profile first.";
const USER_NOT_FOUND = "User not found.";

async function profileIdOf(db: Db, userId: number): Promise<number | undefined> {
  const profile = await db.selectFrom("profiles").select("id").where("user_id", "=", userId).executeTakeFirst();
  return profile?.id;
}

async function requireProfileId(db: Db, userId: number): Promise<number> {
  const id = await profileIdOf(db, userId);
  if (id === undefined) throw badRequest(PROFILE_REQUIRED);
  return id;
}

const schemaBase = { tags: ["follows"], security: [{ bearer: [] }] };

export const followRoutes: DomainRoutes = (app, { db, auth }) => {
  app.get(
    PATH,
    { preHandler: auth.verified, schema: { ...schemaBase, response: { 200: followList } } },
    async (request) => {
      const follower = await profileIdOf(db, currentUser(request).id);
      const followed =
        follower === undefined
          ? []
          : await db
              .selectFrom("follows")
              .select("followed_profile_id")
              .where("follower_profile_id", "=", follower)
              .orderBy("created_at", "desc")
              .execute();
      return {
        results: followed.map((row) => ({ follow_user_profile: { id: row.followed_profile_id } })),
        count: followed.length,
      };
    },
  );

  app.post(
    PATH,
    { preHandler: auth.verified, schema: { ...schemaBase, body: followRequest, response: { 201: messageResponse } } },
    async (request, reply) => {
      const follower = await requireProfileId(db, currentUser(request).id);
      const followed = request.body.id;
      if (followed === follower) throw badRequest(FOLLOW_MESSAGES.self);
      const exists = await db.selectFrom("profiles").select("id").where("id", "=", followed).executeTakeFirst();
      if (!exists) throw notFound(USER_NOT_FOUND);
      const inserted = await db
        .insertInto("follows")
        .values({ follower_profile_id: follower, followed_profile_id: followed })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (!inserted.numInsertedOrUpdatedRows) throw badRequest(FOLLOW_MESSAGES.alreadyFollowing);
      return reply.status(201).send({ message: FOLLOW_MESSAGES.followed });
    },
  );

  app.delete(
    PATH,
    { preHandler: auth.verified, schema: { ...schemaBase, body: followRequest, response: { 200: messageResponse } } },
    async (request) => {
      const follower = await requireProfileId(db, currentUser(request).id);
      const removed = await db
        .deleteFrom("follows")
        .where("follower_profile_id", "=", follower)
        .where("followed_profile_id", "=", request.body.id)
        .executeTakeFirst();
      if (!removed.numDeletedRows) throw badRequest(FOLLOW_MESSAGES.notFollowing);
      return { message: FOLLOW_MESSAGES.unfollowed };
    },
  );
};
