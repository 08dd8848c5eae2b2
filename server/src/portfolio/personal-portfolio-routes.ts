// The member's CV: one PDF per member, uploaded, replaced or removed (an empty `cv_pdf` removes it).
import { CV_MISSING_MESSAGE, cvEndpoints, NO_PORTFOLIO_MESSAGE } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import type { RegisterRoute } from "../http/endpoint-routes.js";
import { badRequest } from "../http/http-error.js";
import { cvStore } from "./cv-store.js";
import { presentPersonalPortfolio } from "./presenters.js";

export function personalPortfolioRoutes(route: RegisterRoute, context: AppContext): void {
  const cvs = cvStore(context);

  route(cvEndpoints.cv, async ({ user }) => {
    const stored = await cvs.cvOf(user.id);
    if (!stored?.cv_pdf) return { message: NO_PORTFOLIO_MESSAGE, data: [] };
    return { data: [presentPersonalPortfolio(stored)] };
  });

  route(cvEndpoints.saveCv, async ({ user, withForm }) => {
    const saved = await withForm(async ({ fields, files }) => {
      const upload = files.cv_pdf;
      if (!upload && fields.cv_pdf !== "") throw badRequest(CV_MISSING_MESSAGE);
      const stored = { cv_pdf: upload?.key ?? null, cv_name: upload?.fileName || null };
      await cvs.save(user.id, stored);
      return stored;
    });
    const cv = presentPersonalPortfolio(saved);
    const message = cv.cv_pdf ? "CV uploaded successfully." : "CV removed successfully.";
    return { message, cv_pdf: cv.cv_pdf, data: cv };
  });
}
