// The authorization matrix: for every endpoint of the contract, the status it answers to an anonymous caller, to
// another member and to the owner of what the request names. `setup` (run afresh for each caller) makes the
// owner's thing and answers a valid request for it. A new endpoint needs a line here (authorization-matrix.test.ts).
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buildMember, DEFAULT_PASSWORD } from "./factories.js";
import { codeBytes, mp4Bytes, pdfBytes, pngBytes } from "./file-fixtures.js";
import { type FormFile, file } from "./forms.js";
import { buildCodeSnippet, buildGalleryImage, buildVideo } from "./post-factories.js";
import { buildPublication } from "./publication-factories.js";
import type { TestApp } from "./test-app.js";

export type Member = Awaited<ReturnType<typeof buildMember>>;

export interface MatrixRequest {
  /** Instead of the endpoint's path (path parameters filled in). */
  url?: string;
  query?: Record<string, string | number>;
  body?: object;
  form?: Record<string, string | FormFile>;
  /** A raw body with its content type (the OAI form post). */
  raw?: { payload: string; contentType: string };
}

export type Setup = (t: TestApp, owner: Member) => Promise<MatrixRequest>;

export interface AuthorizationEntry {
  anonymous: number;
  other: number;
  owner: number;
  setup?: Setup;
}

const expects = (anonymous: number, other: number, owner: number, setup?: Setup): AuthorizationEntry => ({
  anonymous,
  other,
  owner,
  setup,
});

const ownPublication = (t: TestApp, owner: Member) => buildPublication(t, { user_id: owner.user.id });
const byId = (build: (t: TestApp, owner: Member) => Promise<{ id: number }>, extra: object = {}): Setup => {
  return async (t, owner) => ({ body: { id: (await build(t, owner)).id, ...extra } });
};
const ownerId = (owner: Member) => ({ userId: owner.user.id });

/** A reply from the fediverse to the owner's publication, awaiting approval. */
async function commentOnOwnWork(t: TestApp, owner: Member) {
  const work = await ownPublication(t, owner);
  return t.db
    .insertInto("federation_comments")
    .values({
      post_type: "publication",
      post_id: work.id,
      note_uri: `https://elsewhere.example/notes/${randomUUID()}`,
      actor_uri: "https://elsewhere.example/users/alice",
      author_name: "Alice",
      author_handle: "alice@elsewhere.example",
      author_url: "https://elsewhere.example/@alice",
      author_avatar: null,
      content_html: "<p>Well done.</p>",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
}

async function privatePublication(t: TestApp, owner: Member) {
  const key = `document/${randomUUID()}.pdf`;
  await t.storage.put(key, Readable.from([pdfBytes(1500)]), "application/pdf");
  return buildPublication(t, { user_id: owner.user.id, upload_mode: "private", upload_document: key });
}

/** A third member's publication naming the owner as a co-author, not yet confirmed. */
async function namingPublication(t: TestApp, owner: Member) {
  const poster = await buildMember(t);
  const publication = await buildPublication(t, { user_id: poster.user.id });
  await t.db
    .insertInto("publication_authors")
    .values({ publication_id: publication.id, position: 0, name: "", profile_id: owner.profile.id })
    .execute();
  return publication;
}

/** An open request by a third member for the owner's private publication. */
async function fullTextRequest(t: TestApp, owner: Member) {
  const publication = await privatePublication(t, owner);
  const requester = await t.db
    .insertInto("users")
    .values({ email: `requester-${randomUUID()}@example.org`, password_hash: "x", email_verified: true })
    .returning("id")
    .executeTakeFirstOrThrow();
  return t.db
    .insertInto("full_text_requests")
    .values({ publication_id: publication.id, requester_user_id: requester.id, message: "Please." })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** The same, answered by sending the full text. */
async function sentFullTextRequest(t: TestApp, owner: Member) {
  const request = await fullTextRequest(t, owner);
  await t.db
    .updateTable("full_text_requests")
    .set({ status: "sent", link_expires_at: new Date(Date.now() + 60_000) })
    .where("id", "=", request.id)
    .execute();
  return request;
}

const portfolioRows = {
  education: { school: "University of Testing", degree: "PhD" },
  internships: { title: "Intern", company: "Lab", start_month: "January", start_year: 2020 },
  experiences: { title: "Researcher", company: "Lab" },
  projects: { project_name: "Engine" },
} as const;

function portfolioItem(table: keyof typeof portfolioRows) {
  return (t: TestApp, owner: Member) =>
    t.db
      .insertInto(table)
      .values({ user_id: owner.user.id, ...portfolioRows[table] } as never)
      .returning("id")
      .executeTakeFirstOrThrow() as Promise<{ id: number }>;
}

const bibtex = "@article{turing1936, title={On computable numbers}, author={Turing, Alan}, year={1936}}";
const png = () => file(pngBytes(), "figure.png");
const codeFields = { title: "Merger", code_of: "Python", code: "merge()", git_link: "https://example.org/m.git" };

/** An owned item's four endpoints: list, create (with `form`), update and delete the owner's item. */
function ownedItem(
  path: string,
  build: (t: TestApp, owner: Member) => Promise<{ id: number }>,
  form: Setup,
  changes: object = {},
) {
  return {
    [`GET ${path}`]: expects(401, 200, 200),
    [`POST ${path}`]: expects(401, 201, 201, form),
    [`PATCH ${path}`]: expects(401, 404, 200, byId(build, changes)),
    [`DELETE ${path}`]: expects(401, 404, 200, byId(build)),
  };
}

export const authorizationTable: Record<string, AuthorizationEntry> = {
  "POST /user/signup/": expects(201, 201, 201, async () => {
    const email = `new-${randomUUID()}@example.org`;
    return { body: { email, password: DEFAULT_PASSWORD, conform_password: DEFAULT_PASSWORD } };
  }),
  "POST /user/login/": expects(200, 200, 200, async (_t, owner) => ({
    body: { email: owner.user.email, password: DEFAULT_PASSWORD },
  })),
  "POST /user/token/refresh/": expects(200, 200, 200, async (t, owner) => {
    const login = await t.app.inject({
      method: "POST",
      url: "/user/login/",
      payload: { email: owner.user.email, password: DEFAULT_PASSWORD },
    });
    return { body: { refresh_token: login.json().refresh_token } };
  }),
  "POST /user/verify-otp/": expects(401, 400, 400, async (_t, owner) => ({
    body: { email: owner.user.email, otp: "000000" },
  })),
  "POST /user/resend-otp/": expects(400, 400, 400, async (_t, owner) => ({ body: { email: owner.user.email } })),
  "POST /user/reset-password/": expects(200, 200, 200, async (_t, owner) => ({ body: { email: owner.user.email } })),
  "POST /user/reset-password/confirm/": expects(400, 400, 400, async () => ({
    body: { token: "not-a-token", new_password: "a new password", confirm_password: "a new password" },
  })),
  "DELETE /user/delete-account/": expects(401, 200, 200),
  "GET /user/profile/create-profile/": expects(401, 200, 200),
  "POST /user/profile/create-profile/": expects(401, 400, 400, async () => ({
    form: { name: "Ada", institution: "Lab", research_areas: "Engines", bio: "Bio" },
  })),
  "PATCH /user/profile/create-profile/": expects(401, 200, 200, async () => ({ form: { name: "Ada Byron" } })),
  "PATCH /user/profile/featured-research/": expects(401, 400, 200, async (t, owner) => ({
    body: { ids: [(await ownPublication(t, owner)).id] },
  })),
  // The `?id=` form is a public profile and `?search=` people search, both open signed out (anonymous-search.test.ts).
  "GET /user/profile/all-profiles/": expects(200, 200, 200, async (_t, owner) => ({
    query: { id: owner.profile.id },
  })),
  "GET /user/follow-unfollow/follow/": expects(401, 200, 200),
  "POST /user/follow-unfollow/follow/": expects(401, 201, 400, async (_t, owner) => ({
    body: { id: owner.profile.id },
  })),
  // The owner follows someone and stops; another member, not following them, is told so.
  "DELETE /user/follow-unfollow/follow/": expects(401, 400, 200, async (t, owner) => {
    const followed = await buildMember(t);
    await t.db
      .insertInto("follows")
      .values({ follower_profile_id: owner.profile.id, followed_profile_id: followed.profile.id })
      .execute();
    return { body: { id: followed.profile.id } };
  }),
  "GET /user/follow-unfollow/followers/": expects(401, 200, 200, async (_t, owner) => ({
    query: { id: owner.profile.id },
  })),
  "GET /user/follow-unfollow/following/": expects(401, 200, 200, async (_t, owner) => ({
    query: { id: owner.profile.id },
  })),
  "POST /user/publication/publication/": expects(401, 201, 201, async () => ({
    form: {
      title: "Merging sorted feeds",
      author: "Ada Lovelace",
      publication_date: "2025-05-01",
      publication_type: "journal",
      upload_document: file(pdfBytes(), "paper.pdf"),
    },
  })),
  "GET /user/publication/publication/": expects(401, 200, 200),
  "PATCH /user/publication/publication/": expects(401, 404, 200, byId(ownPublication, { title: "Renamed" })),
  "DELETE /user/publication/publication/": expects(401, 404, 204, byId(ownPublication)),
  "GET /user/publication/authorship/": expects(401, 200, 200),
  "POST /user/publication/authorship/": expects(401, 404, 200, byId(namingPublication, { action: "confirm" })),
  // The feed is for members; a post is its landing page, readable signed out (also at the feed's `?id=` address).
  "GET /user/publication/home/": expects(401, 200, 200),
  "GET /user/publication/post/": expects(200, 200, 200, async (t, owner) => ({
    query: { id: (await ownPublication(t, owner)).id },
  })),
  // Public research for visitors too, under their own ceiling (anonymous-search.test.ts).
  "GET /user/search/": expects(200, 200, 200, async () => ({ query: { q: "engines" } })),
  "GET /user/search/suggest/": expects(200, 200, 200, async () => ({ query: { q: "Lov" } })),
  "GET /user/hashtags/trending/": expects(401, 200, 200),
  "GET /user/follow-unfollow/suggestions/": expects(401, 200, 200),
  "GET /user/publication/search-data/": expects(401, 200, 200, async () => ({ query: { type: "publication" } })),
  ...ownedItem(
    "/user/gallery/gallery-images/",
    (t, owner) => buildGalleryImage(t, ownerId(owner)),
    async () => ({ form: { description: "A figure", image: png() } }),
    { description: "A better figure" },
  ),
  ...ownedItem(
    "/user/videos/video/",
    (t, owner) => buildVideo(t, ownerId(owner)),
    async () => ({ form: { description: "A talk", video: file(mp4Bytes(), "talk.mp4") } }),
    { description: "A better talk" },
  ),
  ...ownedItem(
    "/user/code/code/",
    (t, owner) => buildCodeSnippet(t, ownerId(owner)),
    async () => ({ form: { ...codeFields, media: file(codeBytes(), "merge.py") } }),
    codeFields,
  ),
  "GET /user/portfolio/personal-portfolio/": expects(401, 200, 200),
  "PATCH /user/portfolio/personal-portfolio/": expects(401, 200, 200, async () => ({
    form: { cv_pdf: file(pdfBytes(), "cv.pdf") },
  })),
  ...ownedItem("/user/portfolio/education/", portfolioItem("education"), async () => ({
    form: { school: "University of Testing", degree: "PhD", start_Year: "2020", end_Year: "2024" },
  })),
  ...ownedItem("/user/portfolio/internship/", portfolioItem("internships"), async () => ({
    form: { title: "Intern", company: "Lab", start_month: "January", start_year: "2020" },
  })),
  ...ownedItem("/user/portfolio/experience/", portfolioItem("experiences"), async () => ({
    form: { title: "Researcher", company: "Lab", start_month: "January", start_year: "2020" },
  })),
  ...ownedItem("/user/portfolio/projects/", portfolioItem("projects"), async () => ({
    form: { project_name: "Engine" },
  })),
  "GET /user/publication/cite/": expects(200, 200, 200, async (t, owner) => ({
    query: { id: (await ownPublication(t, owner)).id },
  })),
  "GET /user/publication/export/": expects(200, 200, 200, async (_t, owner) => ({
    query: { user: owner.profile.id },
  })),
  "POST /user/publication/import/": expects(401, 200, 200, async () => ({ body: { text: bibtex } })),
  "GET /oai": expects(200, 200, 200, async () => ({ query: { verb: "Identify" } })),
  "POST /oai": expects(200, 200, 200, async () => ({
    raw: { payload: "verb=Identify", contentType: "application/x-www-form-urlencoded" },
  })),
  "GET /sitemap.xml": expects(200, 200, 200),
  "GET /robots.txt": expects(200, 200, 200),
  "GET /feeds/:profileId.atom": expects(200, 200, 200, async (_t, owner) => ({
    url: `/feeds/${owner.profile.id}.atom`,
  })),
  "POST /user/publication/request-full-text/": expects(401, 201, 400, byId(privatePublication)),
  "GET /user/publication/full-text-requests/": expects(401, 200, 200),
  "POST /user/publication/full-text-requests/answer/": expects(
    401,
    404,
    200,
    byId(fullTextRequest, { decision: "decline" }),
  ),
  "POST /user/publication/full-text-requests/revoke/": expects(401, 404, 200, byId(sentFullTextRequest)),
  "GET /user/publication/full-text-requests/file/": expects(401, 404, 404, async (t, owner) => ({
    query: { id: (await fullTextRequest(t, owner)).id, expires: 4_102_444_800, signature: "x".repeat(43) },
  })),
  "GET /user/notifications/": expects(401, 200, 200),
  "POST /user/notifications/read/": expects(401, 200, 200, async () => ({ body: { all: true } })),
  "GET /user/notifications/unread-count/": expects(401, 200, 200),
  "GET /user/notifications/settings/": expects(401, 200, 200),
  "PATCH /user/notifications/settings/": expects(401, 200, 200, async () => ({ body: { email_on_follow: false } })),
  "GET /user/notifications/unsubscribe/": expects(404, 404, 404, async () => ({ query: { token: "not-a-token" } })),
  "POST /user/notifications/unsubscribe/": expects(404, 404, 404, async () => ({ query: { token: "not-a-token" } })),
  "GET /user/publication/stats/": expects(200, 200, 200, async (t, owner) => ({
    query: { id: (await ownPublication(t, owner)).id, type: "publication" },
  })),
  "GET /user/profile/stats/": expects(200, 200, 200, async (_t, owner) => ({ query: { id: owner.profile.id } })),
  "GET /user/portfolio/generated-cv/": expects(200, 200, 200, async (_t, owner) => ({
    query: { id: owner.profile.id },
  })),
  "GET /user/federation/": expects(401, 200, 200),
  "PATCH /user/federation/": expects(401, 200, 200, async () => ({ body: { approve_followers: true } })),
  // The matrix's site does not federate: following fediverse accounts answers 400 saying so.
  "GET /user/federation/following/": expects(401, 200, 200),
  "POST /user/federation/following/": expects(401, 400, 400, async () => ({
    body: { handle: "@alice@social.example" },
  })),
  "DELETE /user/federation/following/": expects(401, 400, 400, async () => ({
    query: { actor: "https://social.example/users/alice" },
  })),
  "GET /user/publication/comments/": expects(200, 200, 200, async (t, owner) => ({
    query: { id: (await ownPublication(t, owner)).id, type: "publication" },
  })),
  "POST /user/publication/comments/moderate/": expects(401, 403, 200, byId(commentOnOwnWork, { action: "approve" })),
  "GET /user/federation/followers/": expects(401, 200, 200, async () => ({ query: { status: "waiting" } })),
  "POST /user/federation/followers/decide/": expects(401, 404, 200, async (t, owner) => ({
    body: { actor: await waitingFollowerOf(t, owner), action: "accept" },
  })),
};

/** A follow request from another server waiting for the owner's approval; answers the follower's actor. */
async function waitingFollowerOf(t: TestApp, owner: Member): Promise<string> {
  const actor = `https://social.example/users/${randomUUID()}`;
  await t.db
    .insertInto("federation_followers")
    .values({
      profile_id: owner.profile.id,
      actor_uri: actor,
      inbox_uri: `${actor}/inbox`,
      follow_uri: `${actor}/follows/1`,
      accepted: false,
    })
    .execute();
  return actor;
}
