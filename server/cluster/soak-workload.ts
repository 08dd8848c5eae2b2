// The soak's mixed workload (readers, publishers, followers, searchers) and what it must leave behind: every
// member's first read of a post each day counted once, and exactly the follows last asked for.
import { randomInt } from "node:crypto";
import { type Member, PUBLICATIONS, publicationForm, send, signUpMember } from "./client.js";
import type { Cluster } from "./cluster.js";

const FEED = "/user/publication/home/";
const PEOPLE = "/user/profile/all-profiles/";
const FOLLOW = "/user/follow-unfollow/follow/";

export const SURNAMES = ["Lovelace", "Babbage", "Noether", "Germain", "Somerville", "Herschel", "Hopper", "Turing"];
const GIVEN = ["Ada", "Charles", "Emmy", "Sophie", "Mary", "Caroline", "Grace"];

interface Post {
  id: number;
  authorUserId: number;
  /** `reader|day` of every member's counted read. */
  readers: Set<string>;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const today = () => new Date().toISOString().slice(0, 10);

export class SoakWorkload {
  readonly posts: Post[] = [];
  /** `follower profile id → followed profile id` pairs that should exist at the end. */
  readonly follows = new Set<string>();
  /** Pairs with a follow or unfollow in flight: never two at once, so the expected state is certain. */
  private readonly busy = new Set<string>();

  private constructor(
    private readonly origin: string,
    readonly members: Member[],
  ) {}

  static async prepare(cluster: Cluster, memberCount: number): Promise<SoakWorkload> {
    const members: Member[] = [];
    for (let index = 0; index < memberCount; index++) {
      const name = `${GIVEN[index % GIVEN.length]} ${SURNAMES[index % SURNAMES.length]}`;
      members.push(await signUpMember(cluster, name));
    }
    const workload = new SoakWorkload(cluster.origin, members);
    for (const member of members.slice(0, 10)) {
      if ((await workload.publish(member)) !== 201) throw new Error("The soak could not publish its first posts.");
    }
    return workload;
  }

  /** One request of the mix, drawn by weight; resolves to its status (0 when the connection failed). */
  next(): Promise<number> {
    const draw = randomInt(100);
    if (draw < 30) return this.get(`${FEED}?page=1&limit=10`);
    if (draw < 40) return this.get(`${FEED}?page=${randomInt(2, 6)}&limit=10`);
    if (draw < 65) return this.read();
    if (draw < 75) return this.get(`${PEOPLE}?id=${pick(this.members).profileId}`);
    if (draw < 85) return this.get(`${PEOPLE}?search=${encodeURIComponent(pick(SURNAMES))}`);
    if (draw < 95) return this.toggleFollow();
    return this.publish(pick(this.members));
  }

  private async get(path: string, member = pick(this.members)): Promise<number> {
    return (await send(this.origin, "GET", path, { headers: member.headers })).status;
  }

  private async read(): Promise<number> {
    const post = pick(this.posts);
    const reader = pick(this.members);
    const day = today();
    const status = await this.get(`${FEED}?id=${post.id}&type=publication`, reader);
    if (status === 200 && reader.userId !== post.authorUserId) post.readers.add(`${reader.userId}|${day}`);
    return status;
  }

  private async publish(member: Member): Promise<number> {
    const form = publicationForm(`Soak paper ${this.posts.length + 1} by ${member.name}`);
    const answer = await send(this.origin, "POST", PUBLICATIONS, { form, headers: member.headers });
    if (answer.status === 201)
      this.posts.push({ id: answer.body.data.id, authorUserId: member.userId, readers: new Set() });
    return answer.status;
  }

  private async toggleFollow(): Promise<number> {
    const follower = pick(this.members);
    const followed = pick(this.members.filter((member) => member !== follower));
    const pair = `${follower.profileId}→${followed.profileId}`;
    if (this.busy.has(pair)) return this.get(`${FEED}?page=1&limit=10`, follower);
    this.busy.add(pair);
    try {
      const following = this.follows.has(pair);
      const answer = await send(this.origin, following ? "DELETE" : "POST", FOLLOW, {
        json: { id: followed.profileId },
        headers: follower.headers,
      });
      if (answer.status === (following ? 200 : 201)) {
        if (following) this.follows.delete(pair);
        else this.follows.add(pair);
      }
      return answer.status;
    } finally {
      this.busy.delete(pair);
    }
  }
}
