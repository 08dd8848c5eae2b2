// The member's CV: one PDF per member, uploaded, replaced or removed (an empty `cv_pdf` removes it).
import { NO_PORTFOLIO_MESSAGE, personalPortfolio } from "@scholarly/contract";
import { z } from "zod";
import type { App, AppContext } from "../app-context.js";
import { currentUser } from "../http/authenticate.js";
import { badRequest } from "../http/http-error.js";
import { removeReplacedFile } from "../storage/remove-replaced-file.js";
import { keepFilesIf, receiveForm } from "../uploads/multipart-form.js";
import { presentPersonalPortfolio } from "./presenters.js";

const CV_PATH = "/user/portfolio/personal-portfolio/";
const fileFields = { cv_pdf: { kind: "cv", label: "The CV" } } as const;
const docs = { tags: ["portfolio"], security: [{ bearer: [] }] };

export function personalPortfolioRoutes(app: App, context: AppContext): void {
  const { db, storage } = context;
  const formDeps = { storage, limits: context.config.uploadLimits };
  const common = { preHandler: context.auth.verified };

  app.get(
    CV_PATH,
    {
      ...common,
      schema: {
        ...docs,
        response: { 200: z.object({ message: z.string().optional(), data: z.array(personalPortfolio) }) },
      },
    },
    async (request) => {
      const portfolio = await db
        .selectFrom("personal_portfolios")
        .select("cv_pdf")
        .where("user_id", "=", currentUser(request).id)
        .executeTakeFirst();
      if (!portfolio?.cv_pdf) return { message: NO_PORTFOLIO_MESSAGE, data: [] };
      return { data: [presentPersonalPortfolio(portfolio)] };
    },
  );

  app.patch(
    CV_PATH,
    {
      ...common,
      schema: {
        ...docs,
        response: { 200: z.object({ message: z.string(), cv_pdf: z.string().nullable(), data: personalPortfolio }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await receiveForm(request, formDeps, fileFields);
      const previous = await keepFilesIf(form, async () => {
        const upload = form.files.cv_pdf;
        if (!upload && form.fields.cv_pdf !== "") throw badRequest("Please select a PDF file for your CV.");
        return saveCv(user.id, upload?.key ?? null);
      });
      await removeReplacedFile(storage, previous);
      const cv = presentPersonalPortfolio({ cv_pdf: form.files.cv_pdf?.key ?? null });
      const message = cv.cv_pdf ? "CV uploaded successfully." : "CV removed successfully.";
      return { message, cv_pdf: cv.cv_pdf, data: cv };
    },
  );

  /** Stores the member's CV (or none) and answers the file it replaced. */
  function saveCv(userId: number, cvPdf: string | null): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
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
  }
}
