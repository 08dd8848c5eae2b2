// Browser tests: the built SPA and the real server on a fresh data directory, driven in Debian's Chromium.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Where the recorded import sources answer (recorded-sources.ts). */
const sourcesPort = Number(process.env.E2E_SOURCES_PORT ?? 3102);
export const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "scholarly-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Headless Chromium calls itself HeadlessChrome, which the robot list behind read counts rightly leaves out;
    // these tests play people, so their browser says what a person's would.
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
  webServer: [
    {
      command: "node --import tsx e2e/recorded-sources.ts",
      cwd: path.resolve(import.meta.dirname, ".."),
      url: `http://127.0.0.1:${sourcesPort}/health`,
      reuseExistingServer: false,
      env: { E2E_SOURCES_PORT: String(sourcesPort) },
    },
    {
      command: "npm run start -w server",
      cwd: path.resolve(import.meta.dirname, ".."),
      url: `http://127.0.0.1:${port}/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        JWT_SECRET: "e2e-secret-that-is-long-enough-for-hs256",
        LOG_LEVEL: "warn",
        CROSSREF_API_URL: `http://127.0.0.1:${sourcesPort}/crossref`,
        DATACITE_API_URL: `http://127.0.0.1:${sourcesPort}/datacite`,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
