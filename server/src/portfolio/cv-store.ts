// The personal_portfolios table: each member's CV, one stored PDF or none.
import type { Selectable } from "kysely";
import type { Db } from "../db/database.js";
import type { PersonalPortfoliosTable } from "../db/tables.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import type { Storage } from "../storage/storage.js";

/** The CV file and its name as uploaded; both null when there is none. */
export type StoredCv = Pick<Selectable<PersonalPortfoliosTable>, "cv_pdf" | "cv_name">;

export function cvStore({ db, storage }: { db: Db; storage: Storage }) {
  return {
    /** The member's CV, or undefined when they never had one. */
    cvOf(userId: number): Promise<StoredCv | undefined> {
      return db
        .selectFrom("personal_portfolios")
        .select(["cv_pdf", "cv_name"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** Stores the member's CV (or none); the file it replaced is removed once that is saved. */
    async save(userId: number, { cv_pdf: cvPdf, cv_name: cvName }: StoredCv): Promise<void> {
      const replaced = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom("personal_portfolios")
          .select("cv_pdf")
          .where("user_id", "=", userId)
          .forUpdate()
          .executeTakeFirst();
        await trx
          .insertInto("personal_portfolios")
          .values({ user_id: userId, cv_pdf: cvPdf, cv_name: cvName })
          .onConflict((conflict) =>
            conflict.column("user_id").doUpdateSet({ cv_pdf: cvPdf, cv_name: cvName, updated_at: new Date() }),
          )
          .execute();
        return existing?.cv_pdf ?? null;
      });
      await removeReplacedFile(storage, replaced);
    },
  };
}
