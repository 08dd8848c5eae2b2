// The personal_portfolios table: each member's CV, one stored PDF or none.
import type { Db } from "../db/database.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";

export function cvStore({ db, storage }: { db: Db; storage: Storage }) {
  return {
    /** The member's CV file, or null when there is none. */
    async cvOf(userId: number): Promise<string | null> {
      const portfolio = await db
        .selectFrom("personal_portfolios")
        .select("cv_pdf")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return portfolio?.cv_pdf ?? null;
    },

    /** Stores the member's CV (or none); the file it replaced is removed once that is saved. */
    async save(userId: number, cvPdf: string | null): Promise<void> {
      const replaced = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("personal_portfolios")
          .select("cv_pdf")
          .where("user_id", "=", userId)
          .forUpdate()
          .executeTakeFirst();
        await trx
          .insertInto("personal_portfolios")
          .values({ user_id: userId, cv_pdf: cvPdf })
          .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ cv_pdf: cvPdf, updated_at: new Date() }))
          .execute();
        return existing?.cv_pdf ?? null;
      });
      await removeReplacedFile(storage, replaced);
    },
  };
}
