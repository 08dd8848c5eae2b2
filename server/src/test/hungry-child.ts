// A child process for tests of run-limited-process.ts: answers, or takes memory or time without end, as asked.
import { serveLimitedTask } from "../limited-process/limited-task.js";

export type HungryTask = { kind: "echo"; text: string } | { kind: "allocate"; mb: number } | { kind: "spin" };

const held: Buffer[] = [];

serveLimitedTask(async (task: HungryTask) => {
  if (task.kind === "echo") return task.text;
  if (task.kind === "allocate") {
    // Native memory outside the JS heap, written so the pages are really taken: what pdf.js's images and the
    // canvas use, which no heap flag bounds.
    for (let mb = 0; mb < task.mb; mb += 16) held.push(Buffer.alloc(16 * 1024 * 1024, 1));
    return `allocated ${held.length * 16} MB`;
  }
  for (;;);
});
