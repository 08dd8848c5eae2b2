import { Temporal } from "@js-temporal/polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.js";
import { waitFor } from "../test/wait-for.js";
import { jobMessageQueue } from "./job-message-queue.js";

let t: TestApp;
const received: unknown[] = [];
const listening = new AbortController();
let listened: Promise<void>;
beforeAll(async () => {
  // FEDERATION off: Fedify does not listen, so this test may.
  t = await createTestApp();
  listened = jobMessageQueue(t.jobs).listen(
    (message) => {
      received.push(message);
    },
    { signal: listening.signal },
  );
});
afterAll(() => t.close());

describe("Fedify's message queue on our job queue", () => {
  it("hands each queued message to the listener", async () => {
    await jobMessageQueue(t.jobs).enqueue({ type: "outbox", id: "first" });
    await waitFor("the message", () => received.some((message) => (message as { id: string }).id === "first"));
  });

  it("holds a delayed message back until its time", async () => {
    const sent = Date.now();
    await jobMessageQueue(t.jobs).enqueue(
      { type: "outbox", id: "later" },
      { delay: Temporal.Duration.from({ seconds: 2 }) },
    );
    await waitFor("the delayed message", () => received.some((message) => (message as { id: string }).id === "later"));
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1_900);
  });

  it("tells Fedify it has stopped listening once Fedify's signal aborts", async () => {
    listening.abort();
    await expect(listened).resolves.toBeUndefined();
  });
});
