// Builds users and profiles directly in the database, so tests start from the state they describe. Every factory
// takes the test app first and optional overrides second.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../accounts/passwords.js";
import type { TestApp } from "./test-app.js";

/** What factories need of a test app: its database and storage, and the header that signs in as a user. */
export type FactoryApp = Pick<TestApp, "db" | "authHeader" | "storage">;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString("hex")}`;

export const DEFAULT_PASSWORD = "correct horse battery";

export async function buildUser(
  app: Pick<FactoryApp, "db">,
  overrides: { email?: string; password?: string; verified?: boolean } = {},
) {
  const email = overrides.email ?? `user-${unique()}@example.org`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await app.db
    .insertInto("users")
    .values({ email, password_hash: await hashPassword(password), email_verified: overrides.verified ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, password };
}

export async function buildProfile(
  app: Pick<FactoryApp, "db">,
  overrides: { userId?: number; name?: string; institution?: string; research_areas?: string } = {},
) {
  const userId = overrides.userId ?? (await buildUser(app)).id;
  return app.db
    .insertInto("profiles")
    .values({
      user_id: userId,
      name: overrides.name ?? `Researcher ${unique()}`,
      institution: overrides.institution ?? "University of Testing",
      research_areas: overrides.research_areas ?? "Testing",
      bio: "A researcher built by a factory.",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a member's browser says it is; requests naming no browser are counted as robots' in reads and stats. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A verified user with a profile, and the headers a browser signed in as them sends. */
export async function buildMember(app: FactoryApp, overrides: { name?: string } = {}) {
  const user = await buildUser(app);
  const profile = await buildProfile(app, { userId: user.id, ...overrides });
  return { user, profile, headers: { ...(await app.authHeader(user.id)), "user-agent": BROWSER_USER_AGENT } };
}
