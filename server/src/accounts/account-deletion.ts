// Deletes an account: rows go by cascade, then every file the user had uploaded is removed from storage.
import { sql } from "kysely";
import type { AppContext } from "../app-context.js";

/** Every column that holds a storage key of a file the user owns. */
const FILE_COLUMNS = [
  ["profiles", "profile_picture"],
  ["publications", "upload_document"],
  ["publications", "private_document"],
  ["gallery_images", "image"],
  ["videos", "video"],
  ["user_codes", "media"],
  ["personal_portfolios", "cv_pdf"],
  ["education", "media"],
  ["internships", "media"],
  ["experiences", "media"],
  ["projects", "media"],
  ["post_thumbnails", "small_key"],
  ["post_thumbnails", "large_key"],
] as const;

async function storedFileKeys(context: Pick<AppContext, "db">, userId: number): Promise<string[]> {
  const selects = FILE_COLUMNS.map(
    ([table, column]) => sql`SELECT ${sql.ref(column)} AS key FROM ${sql.table(table)} WHERE user_id = ${userId}`,
  );
  const { rows } = await sql<{ key: string | null }>`${sql.join(selects, sql` UNION ALL `)}`.execute(context.db);
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export async function deleteAccount(
  context: Pick<AppContext, "db" | "storage" | "events">,
  userId: number,
  log: { warn(object: object, message: string): void },
): Promise<void> {
  // Keys are read first: once the user row is gone, the cascade has removed the rows that name them.
  const keys = await storedFileKeys(context, userId);
  await context.db.deleteFrom("users").where("id", "=", userId).execute();
  // The cascade took the account's profile, posts and follows with it.
  context.events.publish({ type: "account.deleted", userId });
  const results = await Promise.allSettled(keys.map((key) => context.storage.delete(key)));
  const failed = results.filter((result) => result.status === "rejected").length;
  // The account is gone either way; a file left behind is an operator's clean-up, not the user's error.
  if (failed > 0) log.warn({ userId, failed }, "some files of a deleted account could not be removed");
}
