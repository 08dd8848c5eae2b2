// Builds users and profiles directly in the database, so tests start from the state they describe.
import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { hashPassword } from "../accounts/passwords.js";
import type { Db } from "../db/database.js";
import type { Storage } from "../storage/storage.js";

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString("hex")}`;

export const DEFAULT_PASSWORD = "correct horse battery";

export async function buildUser(db: Db, overrides: { email?: string; password?: string; verified?: boolean } = {}) {
  const email = overrides.email ?? `user-${unique()}@example.org`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const user = await db
    .insertInto("users")
    .values({ email, password_hash: await hashPassword(password), email_verified: overrides.verified ?? true })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, password };
}

export async function buildProfile(
  db: Db,
  overrides: { userId?: number; name?: string; institution?: string; research_areas?: string } = {},
) {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return db
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

/** A verified user with a profile, and the header that signs in as them. */
export async function buildMember(
  testApp: { db: Db; authHeader(userId: number): Promise<{ authorization: string }> },
  overrides: { name?: string } = {},
) {
  const user = await buildUser(testApp.db);
  const profile = await buildProfile(testApp.db, { userId: user.id, ...overrides });
  return { user, profile, headers: await testApp.authHeader(user.id) };
}

/** A publication with its document stored, as the upload leaves it (the document is a PDF unless said otherwise). */
export async function buildPublication(
  testApp: { db: Db; storage: Storage },
  overrides: { userId?: number; title?: string; document?: Buffer; extension?: string } = {},
) {
  const userId = overrides.userId ?? (await buildProfile(testApp.db)).user_id;
  const key = `document/${randomUUID()}.${overrides.extension ?? "pdf"}`;
  const contentType = overrides.extension === "png" ? "image/png" : "application/pdf";
  await testApp.storage.put(key, Readable.from([overrides.document ?? Buffer.from("%PDF-1.4\n")]), contentType);
  return testApp.db
    .insertInto("publications")
    .values({ user_id: userId, title: overrides.title ?? `Paper ${unique()}`, upload_document: key })
    .returningAll()
    .executeTakeFirstOrThrow();
}
