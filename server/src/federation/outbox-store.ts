// The one count the outbox needs that posts/ and feed/ do not keep: a member's private publications, which
// federated-works.ts leaves out of the fediverse.
import type { Db } from "../db/database.js";

export function outboxStore(db: Db) {
  return {
    async privatePublicationCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom("publications")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .where("user_id", "=", userId)
        .where("upload_mode", "=", "private")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
