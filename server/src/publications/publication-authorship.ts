// Who a publication is by: the ordered author list a member sends (or the spec's `author` string) as the source
// gave it. The poster is never added: an entry naming them (their profile_id, their ORCID iD or their name
// written another way) makes them an author; otherwise they only shared the work.
import { PUBLICATION_MESSAGES, type PublicationAuthor, type SentAuthor } from "@scholarly/contract";
import type { DomainEvents } from "../events/domain-events.js";
import { badRequest } from "../http/http-error.js";
import type { MemberStore, ProfileSummaryRow } from "../members/member-store.js";
import { sameAuthorName } from "./author-names.js";
import type { StoredAuthor } from "./publication-authors-store.js";

export interface Authorship {
  authors: PublicationAuthor[];
  /** The spec's `author`: the names joined with ', '. */
  display: string;
}

type Publisher = Pick<ProfileSummaryRow, "id" | "name"> & { orcid?: string | null };

const joined = (authors: readonly PublicationAuthor[]) => authors.map((author) => author.name).join(", ");

/**
 * Links the first unlinked entry that names the poster by name, unless the list already links them. An entry
 * carrying an ORCID iD other than the poster's is someone else.
 */
function linkPublisherByName(authors: PublicationAuthor[], publisher: Publisher): void {
  if (authors.some((author) => author.profile_id === publisher.id)) return;
  const entry = authors.find(
    (author) =>
      author.profile_id === null && (!author.orcid || !publisher.orcid) && sameAuthorName(author.name, publisher.name),
  );
  if (entry) entry.profile_id = publisher.id;
}

/**
 * A list whose members all exist, each named once. An entry without profile_id whose ORCID iD is a member's
 * names that member (the poster included); then the poster is looked for by name.
 */
async function fromList(profiles: MemberStore, sent: readonly SentAuthor[], publisher: Publisher) {
  const memberIds = sent.flatMap((author) => (author.profile_id ? [author.profile_id] : []));
  if (new Set(memberIds).size !== memberIds.length) {
    throw badRequest(PUBLICATION_MESSAGES.repeatedCoauthor, { authors: PUBLICATION_MESSAGES.repeatedCoauthor });
  }
  const members = new Map((await profiles.summariesByIds(memberIds)).map((profile) => [profile.id, profile]));
  const authors = sent.map((author): PublicationAuthor => {
    const member = author.profile_id ? members.get(author.profile_id) : undefined;
    if (author.profile_id && !member) {
      throw badRequest(PUBLICATION_MESSAGES.unknownCoauthor, { authors: PUBLICATION_MESSAGES.unknownCoauthor });
    }
    return { name: author.name || member?.name || "", orcid: author.orcid ?? null, profile_id: member?.id ?? null };
  });
  const named = new Set(memberIds);
  const unlinkedOrcids = authors.flatMap((author) =>
    author.profile_id === null && author.orcid ? [author.orcid] : [],
  );
  const holders = new Map((await profiles.byOrcids(unlinkedOrcids)).map((member) => [member.orcid, member.id]));
  for (const author of authors) {
    const holder = author.profile_id === null && author.orcid ? holders.get(author.orcid) : undefined;
    if (holder === undefined || named.has(holder)) continue;
    author.profile_id = holder;
    named.add(holder);
  }
  linkPublisherByName(authors, publisher);
  return authors;
}

/** The spec's display string as typed, names separated by commas. */
function fromDisplayString(display: string): PublicationAuthor[] {
  return display
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .map((name) => ({ name, orcid: null, profile_id: null }));
}

/**
 * The authors from what was sent: `authors` when given (not empty), else the `author` string, else the
 * member alone. Answers undefined when neither was sent (an edit leaving the authors as they are).
 */
export async function resolveAuthorship(
  profiles: MemberStore,
  sent: { authors?: SentAuthor[]; author?: string },
  publisher: Publisher,
): Promise<Authorship | undefined> {
  if (sent.authors === undefined && sent.author === undefined) return undefined;
  const authors = sent.authors?.length
    ? await fromList(profiles, sent.authors, publisher)
    : sent.author
      ? fromDisplayString(sent.author)
      : [];
  if (!sent.authors?.length) linkPublisherByName(authors, publisher);
  // Nothing sent at all: the spec's default is the member alone.
  if (authors.length === 0)
    authors.push({ name: publisher.name, orcid: publisher.orcid ?? null, profile_id: publisher.id });
  // The legacy string is kept as typed, so clients of the spec read back what they sent.
  const display = sent.authors?.length || !sent.author ? joined(authors) : sent.author;
  return { authors, display };
}

/**
 * The list to store: the publisher's own entry confirmed, every other member's link as it stood (confirmed
 * stays confirmed) or pending. A pending member is answered as plain text, so an edit that sends that name
 * back unlinked keeps the open request instead of dropping it.
 */
export function withConsent(
  authors: readonly PublicationAuthor[],
  before: readonly StoredAuthor[],
  publisherProfileId: number,
): StoredAuthor[] {
  const statusBefore = new Map(
    before.flatMap((author) => (author.profile_id ? [[author.profile_id, author.status]] : [])),
  );
  const named = new Set(authors.flatMap((author) => (author.profile_id ? [author.profile_id] : [])));
  const pendingByName = before.filter(
    (author) => author.profile_id && author.status === "pending" && !named.has(author.profile_id),
  );
  return authors.map((author): StoredAuthor => {
    if (author.profile_id === null) {
      const kept = pendingByName.findIndex((pending) => pending.name === author.name);
      if (kept < 0) return { ...author, status: "pending" };
      const [pending] = pendingByName.splice(kept, 1);
      return { ...author, profile_id: pending?.profile_id ?? null, status: "pending" };
    }
    if (author.profile_id === publisherProfileId) return { ...author, status: "confirmed" };
    return { ...author, status: statusBefore.get(author.profile_id) ?? "pending" };
  });
}

/** The member co-authors a new author list adds, leaving out the publisher: each is told so. */
export function addedCoauthors(
  before: readonly PublicationAuthor[],
  after: readonly PublicationAuthor[],
  publisherProfileId: number,
): number[] {
  const already = new Set(before.map((author) => author.profile_id));
  return after.flatMap((author) =>
    author.profile_id && author.profile_id !== publisherProfileId && !already.has(author.profile_id)
      ? [author.profile_id]
      : [],
  );
}

/** Tells each newly named member co-author (the notifications code makes a `coauthor` notification of it). */
export async function announceCoauthors(
  { profiles, events }: { profiles: MemberStore; events: DomainEvents },
  publication: { id: number; addedByUserId: number },
  profileIds: readonly number[],
): Promise<void> {
  for (const coauthor of await profiles.summariesByIds(profileIds)) {
    events.publish({
      type: "coauthor.added",
      kind: "publication",
      postId: publication.id,
      userId: coauthor.user_id,
      addedByUserId: publication.addedByUserId,
    });
  }
}
