// One post's detail; opening it counts a read, at most once per reader, post and day.
import { type PostDetail, type PostType, PUBLICATION_MESSAGES } from "@scholarly/contract";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { notFound } from "../http/http-error.js";
import { loadAuthors } from "./post-authors.js";
import { loadPosts, POST_TABLES } from "./posts.js";
import { presentPostDetail } from "./present-post.js";

export async function readPost(db: Db, type: PostType, id: number, readerUserId: number): Promise<PostDetail> {
  const post = await db.transaction().execute(async (trx) => {
    const [found] = await loadPosts(trx, type, [id]);
    if (!found) throw notFound(PUBLICATION_MESSAGES.postNotFound);
    const firstReadToday = await trx
      .insertInto("post_reads")
      .values({ post_type: type, post_id: id, reader_user_id: readerUserId, read_on: sql<string>`current_date` })
      .onConflict((conflict) => conflict.doNothing())
      .returning("post_id")
      .executeTakeFirst();
    if (firstReadToday) {
      const { rows } = await sql<{ reads: number }>`
        UPDATE ${sql.table(POST_TABLES[type])} SET reads = reads + 1 WHERE id = ${id} RETURNING reads
      `.execute(trx);
      found.row.reads = rows[0]?.reads ?? found.row.reads + 1;
    }
    return found;
  });
  const authorOf = await loadAuthors(db, [post.row.user_id]);
  return presentPostDetail(post, authorOf(post.row.user_id));
}
