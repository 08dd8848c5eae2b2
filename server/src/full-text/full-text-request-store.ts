// The full_text_requests table: opening a request, the requests on a member's publications, answering one,
// revoking a sent one.
import type { FullTextRequestStatus } from "@scholarly/contract";
import type { Db } from "../db/database.js";

export type FullTextRequestStore = ReturnType<typeof fullTextRequestStore>;

/** A request with what deciding on it needs of its publication. */
export interface RequestWithPublication {
  id: number;
  requester_user_id: number;
  status: FullTextRequestStatus;
  link_expires_at: Date | null;
  /** The storage key of the version sent. */
  sent_document: string | null;
  publication_id: number;
  owner_user_id: number;
}

export interface ListedRequest {
  id: number;
  publication_id: number;
  title: string;
  message: string;
  status: FullTextRequestStatus;
  created_at: Date;
  requester_profile_id: number | null;
  requester_name: string | null;
  requester_picture: string | null;
}

export function fullTextRequestStore(db: Db) {
  return {
    /** Answers the new request's id, or undefined when this member already has one open on the publication. */
    async open(publicationId: number, requesterUserId: number, message: string): Promise<number | undefined> {
      const row = await db
        .insertInto("full_text_requests")
        .values({ publication_id: publicationId, requester_user_id: requesterUserId, message })
        .onConflict((conflict) =>
          conflict.columns(["publication_id", "requester_user_id"]).where("status", "=", "open").doNothing(),
        )
        .returning("id")
        .executeTakeFirst();
      return row?.id;
    },

    byId(id: number): Promise<RequestWithPublication | undefined> {
      return db
        .selectFrom("full_text_requests as r")
        .innerJoin("publications as p", "p.id", "r.publication_id")
        .select([
          "r.id",
          "r.requester_user_id",
          "r.status",
          "r.link_expires_at",
          "r.sent_document",
          "r.publication_id",
          "p.user_id as owner_user_id",
        ])
        .where("r.id", "=", id)
        .executeTakeFirst();
    },

    /** The requests on publications owned by the member, newest first, and how many there are. */
    async onPublicationsOf(ownerUserId: number, page: { offset: number; limit: number }) {
      const base = db
        .selectFrom("full_text_requests as r")
        .innerJoin("publications as p", "p.id", "r.publication_id")
        .where("p.user_id", "=", ownerUserId);
      const [rows, total] = await Promise.all([
        base
          .leftJoin("profiles as requester", "requester.user_id", "r.requester_user_id")
          .select([
            "r.id",
            "r.publication_id",
            "p.title",
            "r.message",
            "r.status",
            "r.created_at",
            "requester.id as requester_profile_id",
            "requester.name as requester_name",
            "requester.profile_picture as requester_picture",
          ])
          .orderBy("r.created_at", "desc")
          .orderBy("r.id", "desc")
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as ListedRequest[], count: Number(total.count) };
    },

    /**
     * Records the answer of an open request, with the link's expiry and the stored file sent when it is sent;
     * answers false when it was already answered.
     */
    async answer(
      id: number,
      answer: { status: "declined" } | { status: "sent"; linkExpiresAt: Date; document: string | null },
    ): Promise<boolean> {
      const sent = answer.status === "sent" ? answer : undefined;
      const result = await db
        .updateTable("full_text_requests")
        .set({
          status: answer.status,
          answered_at: new Date(),
          link_expires_at: sent?.linkExpiresAt ?? null,
          sent_document: sent?.document ?? null,
        })
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Withdraws a sent full text; answers false when the request is not a sent one. */
    async revoke(id: number): Promise<boolean> {
      const result = await db
        .updateTable("full_text_requests")
        .set({ status: "revoked" })
        .where("id", "=", id)
        .where("status", "=", "sent")
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
