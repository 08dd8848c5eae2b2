// How search engines and feed readers find the research: /sitemap.xml, /robots.txt and a member's Atom feed.
import { discoveryEndpoints } from "@scholarly/contract";
import type { DomainRoutes } from "../../http/endpoint-routes.js";
import { notFound } from "../../http/http-error.js";
import { siteOrigin } from "../../http/site-origin.js";
import { USER_NOT_FOUND } from "../messages.js";
import { publicationStore } from "../publication-store.js";
import { FEED_SIZE, profileFeed } from "./atom-feed.js";
import { SITEMAP_SIZE, sitemapIndex, urlset } from "./sitemap.js";
import { sitemapStore } from "./sitemap-store.js";

// Crawlers come back often; five minutes of staleness costs nothing and spares the database.
const CACHE_CONTROL = "public, max-age=300";

export const discoveryRoutes: DomainRoutes = (route, { db, config }) => {
  const sitemaps = sitemapStore(db);
  const publications = publicationStore(db);

  route(discoveryEndpoints.sitemap, async ({ query, request, reply }) => {
    const origin = siteOrigin(config, request);
    const pages = Math.max(1, Math.ceil((await sitemaps.size()) / SITEMAP_SIZE));
    if (query.page !== undefined && query.page > pages) throw notFound("No such sitemap page.");
    reply.type("application/xml; charset=utf-8").header("Cache-Control", CACHE_CONTROL);
    if (query.page === undefined && pages > 1) return sitemapIndex(origin, pages);
    const page = query.page ?? 1;
    return urlset(origin, await sitemaps.page((page - 1) * SITEMAP_SIZE, SITEMAP_SIZE));
  });

  route(discoveryEndpoints.robots, async ({ request, reply }) => {
    reply.type("text/plain; charset=utf-8").header("Cache-Control", CACHE_CONTROL);
    // The API and its documentation are for the app, not for search results.
    return [
      "User-agent: *",
      "Disallow: /user/",
      "Disallow: /api/",
      "",
      `Sitemap: ${siteOrigin(config, request)}/sitemap.xml`,
      "",
    ].join("\n");
  });

  route(discoveryEndpoints.profileFeed, async ({ params, request, reply }) => {
    const member = await publications.ofProfile(params.profileId, { newest: FEED_SIZE });
    if (!member) throw notFound(USER_NOT_FOUND);
    reply.type("application/atom+xml; charset=utf-8").header("Cache-Control", CACHE_CONTROL);
    const owner = { profileId: params.profileId, name: member.name, updated_at: member.updated_at };
    return profileFeed(siteOrigin(config, request), owner, member.publications);
  });
};
