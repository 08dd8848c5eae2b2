// A member's answer to being named an author of another member's work: the link confirmed, declined or later
// removed, and `authorship.changed` announced (the work's pages show its authors).
import { AUTHORSHIP_MESSAGES, type AuthorshipAction, type AuthorshipOutcome } from "@scholarly/contract";
import type { Db } from "../db/database.js";
import type { DomainEvents } from "../events/domain-events.js";
import { notFound } from "../http/http-error.js";
import { publicationAuthorsStore } from "./publication-authors-store.js";

export function authorshipCommands({ db, events }: { db: Db; events: DomainEvents }) {
  const authors = publicationAuthorsStore(db);
  return {
    async decideAuthorship(
      member: { userId: number; profileId: number },
      publicationId: number,
      action: AuthorshipAction,
    ): Promise<AuthorshipOutcome> {
      const status = await authors.decide(publicationId, member.profileId, action);
      if (!status) throw notFound(AUTHORSHIP_MESSAGES.notNamed);
      events.publish({ type: "authorship.changed", publicationId, userId: member.userId });
      return status;
    },
  };
}
