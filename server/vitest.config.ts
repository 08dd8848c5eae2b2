import { defineConfig } from "vitest/config";

/** Files that replace a module with vi.mock: those need a module cache of their own. */
const MOCKING_MODULES = ["src/accounts/login.test.ts", "src/stored-files/one-file-column-list.test.ts"];

export default defineConfig({
  test: {
    // Generous: a test that starts two app instances (each with its job queue) or seeds 50,000 rows must not fail
    // on a busy machine; what a test measures (an event within a second) it asserts itself.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file has its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // One migrated database that each file's database is copied from.
    // A PGlite worker of the suite (Node.js 24.21, V8 13.6) twice died of a V8 fatal error while freeing WebAssembly
    // code ("Check failed: jit_page_->allocations_.erase(addr) == 1" in ThreadIsolation::UnregisterWasmAllocation),
    // once in 2 to 4 runs of the whole suite; single code objects are freed only by V8's WebAssembly code collector,
    // so the workers run without it (dead code of the many PGlite instances a worker opens stays in memory).
    execArgv: ["--no-wasm-code-gc"],
    globalSetup: ["src/test/template-database.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: MOCKING_MODULES,
          // A worker keeps its loaded modules from one file to the next: loading the app's modules and warming
          // them up anew for each file took half the suite's time. Every file builds its own app, database and
          // data directory, and no module the app loads keeps state that one test could leave for another.
          isolate: false,
        },
      },
      { extends: true, test: { name: "server (own modules)", include: MOCKING_MODULES } },
    ],
  },
});
