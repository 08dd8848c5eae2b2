// Where a member's actor and its collections live (under /ap/, by profile id), where a work lives as an
// ActivityStreams object (an Article for a publication, a Note for code, an image or a video), and the ids they name.
import { POST_TYPES, type PostType } from "@scholarly/contract";

export const ACTOR_PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
} as const;

/** Fedify's object routes: one path per ActivityStreams class (Fedify keys object dispatchers by class). */
export const WORK_PATHS = {
  article: "/ap/publications/{id}",
  note: "/ap/notes/{type}/{id}",
} as const;

/** A positive database id (int4) from a path segment; anything else names nothing. */
export function databaseIdOf(segment: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id <= 2 ** 31 - 1 ? id : undefined;
}

/** A profile id as an actor identifier; anything else names no actor. */
export const profileIdOf = (identifier: string): number | undefined => databaseIdOf(identifier);

export interface WorkRef {
  type: PostType;
  id: number;
}

/** The path of a work's ActivityStreams object (under PUBLIC_URL). */
export function workObjectPath({ type, id }: WorkRef): string {
  return type === "publication"
    ? WORK_PATHS.article.replace("{id}", String(id))
    : WORK_PATHS.note.replace("{type}", type).replace("{id}", String(id));
}

/** The work an object URI of this site names (`origin` is PUBLIC_URL's origin), or undefined. */
export function workOfUri(uri: URL | string, origin: string): WorkRef | undefined {
  const url = new URL(uri);
  if (url.origin !== new URL(origin).origin || url.search) return undefined;
  const article = /^\/ap\/publications\/([^/]+)$/.exec(url.pathname);
  const note = /^\/ap\/notes\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  const type = article ? "publication" : note?.[1];
  const id = databaseIdOf((article ?? note)?.[article ? 1 : 2] ?? "");
  if (type === undefined || id === undefined || !(POST_TYPES as readonly string[]).includes(type)) return undefined;
  if (note && type === "publication") return undefined;
  return { type: type as PostType, id };
}
