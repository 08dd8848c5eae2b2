// A member's CV generated as a PDF from what their profile and portfolio hold; public, like the profile.
import { type CvStyle, generatedCvEndpoints, STATS_MESSAGES } from "@scholarly/contract";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { siteOrigin } from "../http/site-origin.js";
import { memberStore, type ProfileRow } from "../members/member-store.js";
import { ownedItemStore } from "../owned-items/owned-item-store.js";
import { asciiSlug } from "../scholarly/csl/ascii-words.js";
import { publicationStore } from "../scholarly/publication-store.js";
import { generatedCvKey } from "./generated-cv-key.js";
import { renderCv } from "./render-cv.js";

/** Laying out a PDF costs far more than a page of JSON. */
const CV_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

export const generatedCvRoutes: DomainRoutes = (route, { db, config, clock, caches }) => {
  const profiles = memberStore(db);
  const publications = publicationStore(db);
  const portfolio = {
    education: ownedItemStore(db, "education"),
    experiences: ownedItemStore(db, "experiences"),
    internships: ownedItemStore(db, "internships"),
    projects: ownedItemStore(db, "projects"),
  };

  async function generate(profile: ProfileRow, style: CvStyle, origin: string, now: Date): Promise<Buffer> {
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
    return renderCv({ sources, style, origin, now });
  }

  route(
    generatedCvEndpoints.generatedCv,
    async ({ query, request, reply }) => {
      const profile = await profiles.byId(query.id);
      if (!profile) throw notFound(STATS_MESSAGES.profileNotFound);
      const origin = siteOrigin(config, request);
      const now = clock();
      const key = generatedCvKey({
        userId: profile.user_id,
        style: query.style,
        origin,
        day: now.toISOString().slice(0, 10),
      });
      // Concurrent downloads of the same CV share one render; a failed one is not kept.
      const pdf = await caches.generatedCvs.fetch(key, { context: () => generate(profile, query.style, origin, now) });
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${asciiSlug(profile.name, "member")}-cv.pdf"`)
        .send(pdf);
    },
    { rateLimit: CV_RATE_LIMIT },
  );
};
