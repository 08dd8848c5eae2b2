// The embedded database serves an earlier request's statements before a later one's, whichever was sent first.
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { asArrival } from "./arrival-order.js";
import { openDatabase } from "./database.js";

const db = openDatabase({ memory: true });
afterAll(() => db.destroy());

describe("PGlite's statements in the order requests arrived", () => {
  it("serves a waiting statement of an earlier request before one a later request sent sooner", async () => {
    const served: string[] = [];
    const say = async (word: string) => {
      await sql`SELECT ${word}::text`.execute(db);
      served.push(word);
    };
    let releaseBusy!: () => void;
    const busy = new Promise<void>((resolve) => {
      releaseBusy = resolve;
    });
    let started!: () => void;
    const holding = new Promise<void>((resolve) => {
      started = resolve;
    });
    // Something holds the database meanwhile, as a transaction of another request would.
    const transaction = db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      started();
      await busy;
    });
    await holding;
    let sendEarlier!: () => void;
    const earlierMayAsk = new Promise<void>((resolve) => {
      sendEarlier = resolve;
    });
    const earlier = asArrival(async () => {
      await earlierMayAsk; // its next statement comes after the later request's
      await say("earlier");
    });
    const later = asArrival(() => say("later"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    sendEarlier();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseBusy();
    await Promise.all([transaction, earlier, later]);
    expect(served).toEqual(["earlier", "later"]);
  });

  it("keeps the order statements were sent in within one request, and serves code outside requests too", async () => {
    const served: number[] = [];
    await asArrival(() =>
      Promise.all(
        [1, 2, 3].map(async (n) => {
          await sql`SELECT ${n}::int`.execute(db);
          served.push(n);
        }),
      ),
    );
    const { rows } = await sql<{ answer: number }>`SELECT 42 AS answer`.execute(db);
    expect(served).toEqual([1, 2, 3]);
    expect(rows).toEqual([{ answer: 42 }]);
  });
});
