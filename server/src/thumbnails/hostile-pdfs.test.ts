import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTextStore } from "../documents/document-text-store.js";
import { buildMember } from "../test/factories.js";
import { publicationForm } from "../test/forms.js";
import { hugeImagePdf, oddlyShapedPdf, textPdf } from "../test/pdf-files.js";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { thumbnailStore } from "./thumbnail-store.js";

const PUBLICATIONS = "/user/publication/publication/";
const MB = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publish(headers: { authorization: string }, bytes: Buffer): Promise<number> {
  const response = await t.app.inject({
    method: "POST",
    url: PUBLICATIONS,
    headers,
    payload: publicationForm({}, { bytes, name: "paper.pdf" }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

/** The highest RSS of this (the web) process while `work` runs, sampled every 50 ms. */
async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(sampler);
  }
}

describe("a hostile PDF published", () => {
  it.each([
    ["a page holding one 20000 × 20000 image (390 KB of zeros)", () => hugeImagePdf(20_000)],
    ["a 10 × 14400 pt page", () => oddlyShapedPdf(10, 14_400)],
  ])(
    "%s is recorded as failed within 30 s, the server's memory barely moves, and the next upload is pictured",
    async (_, make) => {
      const member = await buildMember(t);
      const hostile = await make();
      const before = process.memoryUsage().rss;
      const started = Date.now();

      const { result: id, peak } = await peakRssDuring(async () => {
        const publicationId = await publish(member.headers, hostile);
        await waitFor(
          "the thumbnail to be recorded as failed",
          async () => (await thumbnailStore(t.db).find("publication", publicationId))?.status === "failed",
          { timeoutMs: 30_000 },
        );
        // The text is read in a process of its own too; its memory is not the server's either.
        await waitFor("the text job", () => documentTextStore(t.db).find("publication", publicationId), {
          timeoutMs: 30_000,
        });
        return publicationId;
      });

      expect(Date.now() - started).toBeLessThan(30_000);
      expect(peak - before).toBeLessThan(150 * MB);
      expect(await thumbnailStore(t.db).find("publication", id)).toMatchObject({ small_key: null, large_key: null });
      const own = await t.app.inject({ method: "GET", url: PUBLICATIONS, headers: member.headers });
      expect(own.json().results.find((listed: { id: number }) => listed.id === id).thumbnail).toBeNull();

      const next = await publish(member.headers, await textPdf(["The next paper."]));
      const pictured = await waitFor("the next upload's thumbnail", async () => {
        const row = await thumbnailStore(t.db).find("publication", next);
        return row?.status === "ready" && row;
      });
      expect(pictured.small_key).toMatch(/^thumbnail\//);
    },
  );
});
