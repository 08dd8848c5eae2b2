import { describe, expect, it } from "vitest";
import type { HungryTask } from "../test/hungry-child.js";
import { runLimitedProcess } from "./run-limited-process.js";

const MB = 1024 * 1024;

class TaskFailed extends Error {}

const run = (task: HungryTask, limits = { memoryMb: 256, timeoutMs: 20_000 }, signal?: AbortSignal) =>
  runLimitedProcess<HungryTask, string>({
    script: new URL("../test/hungry-child.ts", import.meta.url),
    task,
    limits,
    signal,
    failure: (detail) => new TaskFailed(detail),
    doing: "Testing",
  });

describe("work in a limited process", () => {
  it("answers what the child answers", async () => {
    expect(await run({ kind: "echo", text: "café" })).toBe("café");
  });

  it("stops a child that takes more native memory than its ceiling, and this process's memory stays put", async () => {
    const before = process.memoryUsage().rss;

    await expect(run({ kind: "allocate", mb: 2048 })).rejects.toThrow(TaskFailed);

    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MB);
  });

  it("lets a child use memory under its ceiling", async () => {
    expect(await run({ kind: "allocate", mb: 64 })).toBe("allocated 64 MB");
  });

  it("kills a child that runs past its time", async () => {
    await expect(run({ kind: "spin" }, { memoryMb: 256, timeoutMs: 3_000 })).rejects.toThrow(
      "Testing took longer than 3000 ms.",
    );
  });

  it("gives up when its caller does, with the caller's reason", async () => {
    const controller = new AbortController();
    const running = run({ kind: "spin" }, undefined, controller.signal);
    controller.abort(new Error("shutting down"));
    await expect(running).rejects.toThrow("shutting down");
  });
});
