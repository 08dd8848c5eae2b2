// The web pages a fediverse server may ask for as ActivityStreams (content negotiation): a member's profile page
// is their actor, a post's page (`/post/{id}?type=…`, a publication without a type, as its landing page) the
// object of the work.
import { MAX_RECORD_ID, POST_TYPES, type PostType } from "@scholarly/contract";
import { ACTOR_PATHS, workObjectPath } from "./actor-paths.js";

const PROFILE_PAGE = /^\/user-profile\/(\d+)\/?(?:\?|$)/;
const POST_PAGE = /^\/post\/(\d+)\/?(?:\?(.*))?$/;

const isPostType = (type: string): type is PostType => (POST_TYPES as readonly string[]).includes(type);

/** The path of the actor or object a page stands for, or undefined for other pages. */
export function objectPathOfPage(url: string): string | undefined {
  const profileId = PROFILE_PAGE.exec(url)?.[1];
  if (profileId !== undefined) return ACTOR_PATHS.actor.replace("{identifier}", profileId);
  const post = POST_PAGE.exec(url);
  if (!post?.[1] || Number(post[1]) > MAX_RECORD_ID) return undefined;
  const type = new URLSearchParams(post[2] ?? "").get("type") ?? "publication";
  return isPostType(type) ? workObjectPath({ type, id: Number(post[1]) }) : undefined;
}
