// Who follows whom: most members follow a few others, and followers pile up on a few popular members
// (a power law), as on real social networks.
import { randomFor } from "./random.js";

/** A multiplier coprime with the member count, so popularity ranks map onto members scattered over all ids. */
function scatterMultiplier(members: number): number {
  const candidates = [1_000_003, 1_000_033, 1_000_037];
  return candidates.find((prime) => members % prime !== 0) as number;
}

/** The member indexes that member `follower` follows: distinct, never the follower, popular ones more often. */
export function followedBy(seed: number, follower: number, members: number): number[] {
  if (members < 2) return [];
  const random = randomFor(seed, "follows", follower);
  const wanted = Math.min(members - 1, random.int(0, 4) + (random.chance(0.3) ? random.int(0, 30) : 0));
  const multiplier = scatterMultiplier(members);
  const followed = new Set<number>();
  // Bounded: with few members, collisions could otherwise keep the loop going for long.
  for (let attempt = 0; followed.size < wanted && attempt < wanted * 4; attempt++) {
    const rank = random.zipf(members, 3);
    const member = (rank * multiplier + 7) % members;
    if (member !== follower) followed.add(member);
  }
  return [...followed];
}

/** How many members a heavy follower (`--heavy-followers`) follows. */
export const HEAVY_FOLLOWS = 5000;

/**
 * The members a heavy follower follows: HEAVY_FOLLOWS of them (or everyone else when fewer), spread evenly over
 * all members, so their posts are as spread over time and kinds as everyone's.
 */
export function followedByHeavy(follower: number, members: number): number[] {
  const wanted = Math.min(members - 1, HEAVY_FOLLOWS);
  const step = Math.max(1, Math.floor((members - 1) / Math.max(1, wanted)));
  const followed: number[] = [];
  for (let at = 1; followed.length < wanted; at++) followed.push((follower + at * step) % members);
  return followed;
}
