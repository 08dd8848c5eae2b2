// `npm run test:cluster`: the tests that start real processes (instances, nginx), apart from the server suite.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    // Starting two instances (each migrating, starting its job queue) on a busy 2-core machine; what the tests
    // measure (within a second) they assert themselves.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
