// Fediverse accounts a member follows and the posts kept from them, written straight to the database.
import type { FactoryApp } from "./factories.js";

let sequence = 0;

export async function buildFediverseFollow(
  app: Pick<FactoryApp, "db">,
  profileId: number,
  overrides: { actor?: string; status?: "pending" | "accepted"; name?: string } = {},
) {
  sequence += 1;
  const actor = overrides.actor ?? `https://social.example/users/someone${sequence}`;
  await app.db
    .insertInto("federation_following")
    .values({
      profile_id: profileId,
      actor_uri: actor,
      inbox_uri: `${actor}/inbox`,
      shared_inbox_uri: null,
      name: overrides.name ?? `Someone ${sequence}`,
      handle: `someone${sequence}@social.example`,
      avatar: null,
      url: `https://social.example/@someone${sequence}`,
      status: overrides.status ?? "accepted",
      follow_uri: `https://scholarly.test/ap/users/${profileId}#follows/${sequence}`,
    })
    .onConflict((conflict) => conflict.columns(["profile_id", "actor_uri"]).doNothing())
    .execute();
  return actor;
}

export async function buildExternalPost(
  app: Pick<FactoryApp, "db">,
  actor: string,
  overrides: { publishedAt?: Date; doi?: string } = {},
) {
  sequence += 1;
  const doi = overrides.doi ?? `10.5555/paper.${sequence}`;
  return app.db
    .insertInto("federation_external_posts")
    .values({
      object_uri: `${actor}/statuses/${sequence}`,
      actor_uri: actor,
      url: `${actor}/statuses/${sequence}`,
      name: null,
      summary: null,
      content_html: `<p>Read doi:${doi}</p>`,
      doi,
      arxiv: null,
      published_at: overrides.publishedAt ?? new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}
