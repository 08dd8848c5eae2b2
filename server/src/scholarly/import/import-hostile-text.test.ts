import type { AddressInfo } from "node:net";
import type { PublicationDraft, RejectedEntry } from "@scholarly/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const IMPORT = "/user/publication/import/";

let t: TestApp;
let origin: string;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  headers = { ...(await buildMember(t)).headers, "content-type": "application/json" };
  // After a first paste the server keeps a reading thread loaded: the attacks below meet it, as on a server
  // that has served an import before.
  await importText("@article{warm, title = {Warm up}, year = 2020}");
  await new Promise((resolve) => setTimeout(resolve, 3_000));
});
afterAll(() => t.close());

interface ImportAnswer {
  data: PublicationDraft[];
  rejected: RejectedEntry[];
  error: string;
  fields?: Record<string, string>;
}

async function importText(text: string): Promise<{ status: number; body: ImportAnswer }> {
  const response = await fetch(`${origin}${IMPORT}`, { method: "POST", headers, body: JSON.stringify({ text }) });
  return { status: response.status, body: (await response.json()) as ImportAnswer };
}

/** 24 @string macros, each twice the one before: the title expands to 10 × 2²⁴ characters (168 MB). */
function macroChain(levels: number, key: string): string {
  const macros = [`@string{s0 = {abcdefghij}}`];
  for (let level = 1; level <= levels; level++) macros.push(`@string{s${level} = s${level - 1} # s${level - 1}}`);
  return `${macros.join("\n")}\n@article{${key}, title = s${levels}, year = 2024}\n`;
}

interface Probe {
  /** The slowest answer of /health/live while the attack ran, in ms. */
  slowestProbeMs: number;
  /** How far the process's resident memory rose above where it was before the attack, in MB. */
  rssGrowthMb: number;
}

/**
 * Runs the attack while /health/live is asked every 20 ms and the process's memory is sampled. The event loop
 * is what is measured: before, one paste held it for 13 s. A probe may still wait a few hundred ms for the CPU
 * on a busy 2-core machine, hence bounds of a second rather than the 50 ms an idle server answers within.
 */
async function whileProbing(attack: () => Promise<void>): Promise<Probe> {
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let slowest = 0;
  let attacking = true;
  const probing = (async () => {
    while (attacking) {
      const started = performance.now();
      const response = await fetch(`${origin}/health/live`);
      await response.text();
      slowest = Math.max(slowest, performance.now() - started);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    await attack();
  } finally {
    attacking = false;
    await probing;
  }
  return { slowestProbeMs: slowest, rssGrowthMb: (peakRss - rssBefore) / 1024 / 1024 };
}

describe("a BibTeX paste whose @string macros double at every step", () => {
  it("answers 400 naming the entry within 2 s, while /health/live keeps answering and memory stays put", async () => {
    let answer: Awaited<ReturnType<typeof importText>> | undefined;
    let elapsed = 0;
    const probe = await whileProbing(async () => {
      const started = performance.now();
      answer = await importText(macroChain(24, "bomb"));
      elapsed = performance.now() - started;
    });
    expect(answer?.status).toBe(400);
    const body = answer?.body;
    expect(body?.error).toBe("No entry could be imported. bomb: Its title is longer than 64 kB.");
    expect(body?.fields).toEqual({ bomb: "Its title is longer than 64 kB." });
    expect(elapsed).toBeLessThan(2_000);
    expect(probe.slowestProbeMs).toBeLessThan(1_000);
    expect(probe.rssGrowthMb).toBeLessThan(100);
  });

  it("refuses only the entry that uses the chain; the others import", async () => {
    const text = `${macroChain(24, "bomb")}\n@article{fine, title = {A fine entry}, year = 2021}\n`;
    const { status, body } = await importText(text);
    expect(status).toBe(200);
    expect(body.data.map((draft) => draft.title)).toEqual(["A fine entry"]);
    expect(body.rejected).toEqual([{ key: "bomb", message: "Its title is longer than 64 kB." }]);
  });

  it("answers 400 for a chain too long for any string, without stopping the server", async () => {
    const { status, body } = await importText(macroChain(40, "huge"));
    expect(status).toBe(400);
    expect(body.error).toBe("No entry could be imported. huge: It uses the @string s40, which could not be read.");
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
  });
});

describe("a long RIS paste", () => {
  const risRecords = (count: number) =>
    Array.from({ length: count }, (_, index) => `TY  - JOUR\nTI  - R${index}\nER  - \n`).join("");
  /** 8,000 records in about 200 KB. */
  const records = risRecords(8_000);

  it("answers 400 naming the limit of 500 entries, without blocking /health/live", async () => {
    let status = 0;
    let error = "";
    const probe = await whileProbing(async () => {
      ({
        status,
        body: { error },
      } = await importText(records));
    });
    expect(status).toBe(400);
    expect(error).toBe("The pasted text holds 8000 entries; import at most 500 at a time.");
    expect(probe.slowestProbeMs).toBeLessThan(1_000);
  });

  it("imports 500 records", async () => {
    const { status, body } = await importText(risRecords(500));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(500);
  });
});

describe("the size of a paste", () => {
  it("answers 413 naming 2 MB for a longer one", async () => {
    const { status, body } = await importText(`@misc{big, note = {${"x".repeat(2 * 1024 * 1024)}}}`);
    expect(status).toBe(413);
    expect(body.error).toBe("The pasted text is larger than 2 MB; import at most 2 MB at a time.");
  });

  it("refuses an entry with a field over 64 kB by its key, written out without macros", async () => {
    const text = `@misc{long, title = {${"y".repeat(70_000)}}, year = 2020}\n@misc{short, title = {Short}, year = 2020}`;
    const { body } = await importText(text);
    expect(body.data.map((draft) => draft.title)).toEqual(["Short"]);
    expect(body.rejected).toEqual([{ key: "long", message: "Its title is longer than 64 kB." }]);
  });
});
