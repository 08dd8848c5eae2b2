// Where a member's actor and its collections live (under /ap/, by profile id), and the profile id an actor names.

export const ACTOR_PATHS = {
  actor: "/ap/users/{identifier}",
  inbox: "/ap/users/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/users/{identifier}/outbox",
  followers: "/ap/users/{identifier}/followers",
} as const;

/** A profile id as an actor identifier; anything else names no actor. */
export function profileIdOf(identifier: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(identifier)) return undefined;
  const id = Number(identifier);
  return id <= 2 ** 31 - 1 ? id : undefined;
}
