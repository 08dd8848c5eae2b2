// All SQL of comments: replies from the fediverse kept per work (table federation_comments).
import type { CommentStatus, PostType } from "@scholarly/contract";
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { FederationCommentsTable } from "../db/tables.js";

export type CommentRow = Selectable<FederationCommentsTable>;
export type NewComment = Omit<Insertable<FederationCommentsTable>, "id" | "status" | "created_at">;

export interface CommentedWorkKey {
  type: PostType;
  id: number;
}

export type CommentStore = ReturnType<typeof commentStore>;

export function commentStore(db: Db) {
  /** The work's comments in the statuses given (all when undefined). */
  const ofWork = (work: CommentedWorkKey, statuses: readonly CommentStatus[] | undefined) => {
    let query = db.selectFrom("federation_comments").where("post_type", "=", work.type).where("post_id", "=", work.id);
    if (statuses) query = query.where("status", "in", statuses);
    return query;
  };

  return {
    /** Keeps a reply once: a redelivered Note (same id) answers undefined and changes nothing. */
    keep(comment: NewComment): Promise<CommentRow | undefined> {
      return db
        .insertInto("federation_comments")
        .values(comment)
        .onConflict((conflict) => conflict.column("note_uri").doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /** Its author's new wording of a reply; answers whether there was such a reply of theirs. */
    async edit(noteUri: string, actorUri: string, contentHtml: string): Promise<boolean> {
      const edited = await db
        .updateTable("federation_comments")
        .set({ content_html: contentHtml })
        .where("note_uri", "=", noteUri)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
      return edited.numUpdatedRows > 0n;
    },

    /** Removes a reply at its author's request; answers whether there was such a reply of theirs. */
    async remove(noteUri: string, actorUri: string): Promise<boolean> {
      const removed = await db
        .deleteFrom("federation_comments")
        .where("note_uri", "=", noteUri)
        .where("actor_uri", "=", actorUri)
        .executeTakeFirst();
      return removed.numDeletedRows > 0n;
    },

    byId(id: number): Promise<CommentRow | undefined> {
      return db.selectFrom("federation_comments").selectAll().where("id", "=", id).executeTakeFirst();
    },

    setStatus(id: number, status: CommentStatus): Promise<CommentRow | undefined> {
      return db
        .updateTable("federation_comments")
        .set({ status })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst();
    },

    /** A page of the work's comments, oldest first, as a conversation reads. */
    page(
      work: CommentedWorkKey,
      statuses: readonly CommentStatus[] | undefined,
      range: { offset: number; limit: number },
    ): Promise<CommentRow[]> {
      return ofWork(work, statuses)
        .selectAll()
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .offset(range.offset)
        .limit(range.limit)
        .execute();
    },

    async count(work: CommentedWorkKey, statuses: readonly CommentStatus[] | undefined): Promise<number> {
      const row = await ofWork(work, statuses)
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
