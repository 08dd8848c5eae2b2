// A member's CV generated as a PDF from what their profile and portfolio hold; public, like the profile.
import { generatedCvEndpoints, STATS_MESSAGES } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { siteOrigin } from "../http/site-origin.js";
import { ownedItemStore } from "../owned-items/owned-item-store.js";
import { profileStore } from "../profiles/profile-store.js";
import { asciiSlug } from "../scholarly/csl/ascii-words.js";
import { publicationStore } from "../scholarly/publication-store.js";
import { cvContent } from "./cv-content.js";
import { type CvFonts, loadCvFonts } from "./cv-fonts.js";
import { renderCvPdf } from "./cv-pdf.js";

/** Laying out a PDF costs far more than a page of JSON. */
const CV_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

export const generatedCvRoutes: DomainRoutes = (route, { db, storage, events, config, clock }) => {
  const profiles = profileStore(db);
  const publications = publicationStore(db);
  const stores = { db, storage, events };
  const portfolio = {
    education: ownedItemStore(stores, "education"),
    experiences: ownedItemStore(stores, "experiences"),
    internships: ownedItemStore(stores, "internships"),
    projects: ownedItemStore(stores, "projects"),
  };
  let fonts: Promise<CvFonts> | undefined;

  route(
    generatedCvEndpoints.generatedCv,
    async ({ query, request, reply }) => {
      const profile = await profiles.byId(query.id);
      if (!profile) throw notFound(STATS_MESSAGES.profileNotFound);
      const newest = { order: "newest" } as const;
      const [education, experiences, internships, projects, published] = await Promise.all([
        portfolio.education.list(profile.user_id, newest),
        portfolio.experiences.list(profile.user_id, newest),
        portfolio.internships.list(profile.user_id, newest),
        portfolio.projects.list(profile.user_id, newest),
        publications.ofProfile(profile.id),
      ]);
      const sources = {
        profile,
        education,
        experiences,
        internships,
        projects,
        publications: published?.publications ?? [],
      };
      const cv = cvContent(sources, query.style, siteOrigin(config, request), clock());
      fonts ??= loadCvFonts();
      const pdf = await renderCvPdf(cv, await fonts);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${asciiSlug(profile.name, "member")}-cv.pdf"`)
        .send(pdf);
    },
    { rateLimit: CV_RATE_LIMIT },
  );
};
