import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    // Generous: a test that starts two app instances (each with its job queue) or seeds 50,000 rows must not fail
    // on a busy machine; what a test measures (an event within a second) it asserts itself.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file has its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
