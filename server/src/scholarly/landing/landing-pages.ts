// The pages crawlers and link previews read without running JavaScript: for /post/{id} and
// /user-profile/{id} the server writes the page's metadata into the web app's <head> and a plain page into #root.
import { MAX_RECORD_ID } from "@scholarly/contract";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/database.js";
import { siteOrigin } from "../../http/site-origin.js";
import { memberStore } from "../../members/member-store.js";
import { publicDocumentUrl } from "../../posts/document-access.js";
import { hydrationStore } from "../../posts/hydration-store.js";
import { mediaUrl } from "../../storage/media-url.js";
import { publicationStore } from "../publication-store.js";
import { profileBody, publicationBody } from "./landing-body.js";
import { profileHead } from "./profile-head.js";
import { publicationHead } from "./publication-head.js";

/**
 * What goes into the page's <head> and its #root, and its status: 404 (with the app alone, which says so) when
 * nothing is there.
 */
export interface LandingPage {
  status: 200 | 404;
  head: string | null;
  body: string | null;
}

export type LandingPages = (request: FastifyRequest) => Promise<LandingPage | undefined>;

// Any id, so that one no record can have (/post/abc) answers 404 too.
const POST_PAGE = /^\/post\/([^/?]*)\/?(?:\?(.*))?$/;
const PROFILE_PAGE = /^\/user-profile\/([^/?]*)\/?(?:\?.*)?$/;
const NOTHING_THERE: LandingPage = { status: 404, head: null, body: null };
/** The works a member's landing page lists, newest first. */
const LISTED_WORKS = 100;

export function landingPages(db: Db, config: Pick<Config, "publicUrl">): LandingPages {
  const records = publicationStore(db);
  const profiles = memberStore(db);
  const hydration = hydrationStore(db);

  async function publicationPage(id: number, origin: string): Promise<LandingPage> {
    const [record, [post]] = await Promise.all([records.byId(id), hydration.ofKind("publication", [id])]);
    if (!record || !post) return NOTHING_THERE;
    const document = publicDocumentUrl(record);
    const image = post.pictures.thumbnail_large ?? post.pictures.thumbnail;
    const page = {
      record,
      pdfUrl: document && /\.pdf$/i.test(document) ? `${origin}${document}` : null,
      imageUrl: image ? `${origin}${image}` : null,
    };
    return { status: 200, head: publicationHead(page, origin), body: publicationBody(page) };
  }

  async function profilePage(id: number, origin: string): Promise<LandingPage> {
    const [profile, works] = await Promise.all([profiles.byId(id), records.ofProfile(id, { newest: LISTED_WORKS })]);
    if (!profile) return NOTHING_THERE;
    const picture = mediaUrl(profile.profile_picture);
    const page = { ...profile, imageUrl: picture ? `${origin}${picture}` : null };
    return {
      status: 200,
      head: profileHead(page, origin),
      body: profileBody({ ...profile, works: works?.publications ?? [] }),
    };
  }

  return async (request) => {
    const post = POST_PAGE.exec(request.url);
    const profile = PROFILE_PAGE.exec(request.url);
    const id = (post ?? profile)?.[1];
    if (id === undefined) return undefined;
    if (!/^\d+$/.test(id) || Number(id) > MAX_RECORD_ID) return NOTHING_THERE;
    if (post) {
      // Only publications have a landing page; other posts are the app's alone.
      const type = new URLSearchParams(post[2] ?? "").get("type") ?? "publication";
      return type === "publication" ? publicationPage(Number(id), siteOrigin(config, request)) : undefined;
    }
    return profilePage(Number(id), siteOrigin(config, request));
  };
}
