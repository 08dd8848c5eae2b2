// The orphan sweep and account deletion read one list of file columns, fed by the post-kind registry: a file column
// added to a kind of post is kept by the sweep while its row names it, and removed when its owner leaves.
import { utimes } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildMember } from "../test/factories.js";
import { buildPublication } from "../test/post-factories.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { sweepOrphanedFiles } from "./orphan-sweeper.js";
import { storedFileStore } from "./stored-file-store.js";

/** A supplement file column that a publication does not have yet, added to the registry for this test only. */
const { NEW_COLUMN } = vi.hoisted(() => ({ NEW_COLUMN: "supplement_test" }));

vi.mock("../posts/post-kinds.js", async (importOriginal) => {
  const registry = await importOriginal<typeof import("../posts/post-kinds.js")>();
  const supplement = {
    kind: "publication",
    table: "publications",
    column: NEW_COLUMN,
    ownerColumn: "user_id",
    role: "document",
  } as const;
  return { ...registry, postFileColumns: [...registry.postFileColumns, supplement] };
});

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await sql`ALTER TABLE publications ADD COLUMN ${sql.id(NEW_COLUMN)} text`.execute(testApp.db);
});
afterAll(() => testApp.close());

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const supplementKey = "document/00000000-0000-4000-8000-000000000023.pdf";

describe("a file column added to the post-kind registry", () => {
  it("is kept by the orphan sweep while its post names it, and removed with its owner's account", async () => {
    const member = await buildMember(testApp);
    const publication = await buildPublication(testApp, { userId: member.user.id });
    await testApp.storage.put(supplementKey, Readable.from([Buffer.from("%PDF-1.4 supplement")]), "application/pdf");
    await utimes(path.join(testApp.config.dataDir, "uploads", supplementKey), TWO_HOURS_AGO, TWO_HOURS_AGO);
    await sql`UPDATE publications SET ${sql.id(NEW_COLUMN)} = ${supplementKey} WHERE id = ${publication.id}`.execute(
      testApp.db,
    );

    const store = storedFileStore(testApp.db);
    await sweepOrphanedFiles({ storage: testApp.storage, store, log: pino({ level: "silent" }) });
    expect(await testApp.storage.stat(supplementKey)).not.toBeNull();

    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: "/user/delete-account/",
      headers: member.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await testApp.storage.stat(supplementKey)).toBeNull();
  });
});
