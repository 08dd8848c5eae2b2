// The member's fediverse settings: their handle, federating on or off, approving followers (issue 22).
import { FEDERATION_MESSAGES, type FederationSettings, federationEndpoints } from "@scholarly/contract";
import type { FastifyRequest } from "fastify";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { badRequest, conflict } from "../http/http-error.js";
import { siteOrigin } from "../http/site-origin.js";
import { memberStore } from "../members/member-store.js";
import { type ActorRow, actorStore } from "./actor-store.js";
import { withdrawActorJob } from "./actor-withdrawal.js";
import { followerStore } from "./follower-store.js";

export const federationSettingsRoutes: DomainRoutes = (route, { db, config, jobs }) => {
  const actors = actorStore(db);
  const members = memberStore(db);
  const followers = followerStore(db);

  async function actorOf(userId: number): Promise<ActorRow> {
    const profile = await members.ofUser(userId);
    if (!profile) throw badRequest(FEDERATION_MESSAGES.profileRequired);
    return actors.ensure(profile.id, profile.name);
  }

  const present = async (actor: ActorRow, request: FastifyRequest): Promise<FederationSettings> => ({
    handle: `${actor.slug}@${new URL(siteOrigin(config, request)).host}`,
    enabled: actor.enabled,
    approve_followers: actor.approve_followers,
    remote_followers: await followers.acceptedCount(actor.profile_id),
    slug_changeable: !actor.slug_changed,
  });

  route(federationEndpoints.settings, async ({ user, request }) => present(await actorOf(user.id), request));

  route(federationEndpoints.updateSettings, async ({ user, body, request }) => {
    const actor = await actorOf(user.id);
    if (body.slug !== undefined && body.slug !== actor.slug) {
      const change = await actors.changeSlug(actor.profile_id, body.slug);
      if (change === "taken") throw conflict(FEDERATION_MESSAGES.slugTaken);
      if (change === "changed-already") throw badRequest(FEDERATION_MESSAGES.slugChangedOnce);
    }
    await actors.setFlags(actor.profile_id, { enabled: body.enabled, approve_followers: body.approve_followers });
    // Only a site that federates has followers elsewhere to tell (and a worker for the job).
    if (config.federation && actor.enabled && body.enabled === false) {
      await jobs.send(withdrawActorJob, { profileId: actor.profile_id });
    }
    return present((await actors.ofProfile(actor.profile_id)) ?? actor, request);
  });
};
