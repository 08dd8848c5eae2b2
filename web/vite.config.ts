import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

const api = process.env.API_URL ?? "http://localhost:3000";

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the best ratio: the server sends them
 * to browsers that accept them (its static files use `preCompressed`), without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "scholarly-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), "index.html"].filter((file) => /\.(js|css|html|svg)$/.test(file));
      await Promise.all(
        [...new Set(files)].map(async (file) => {
          const content = await readFile(path.join(outDir, file));
          const brotli = promisify(brotliCompress)(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          const gzipped = promisify(gzip)(content, { level: 9 });
          await writeFile(path.join(outDir, `${file}.br`), await brotli);
          await writeFile(path.join(outDir, `${file}.gz`), await gzipped);
        }),
      );
    },
  };
}

/**
 * Fewer, larger chunks for the signed-in pages: over HTTP/1.1 a browser fetches six files at a time, and the signed-in
 * shell and home feed otherwise need some thirty small chunks. Public pages import none of these modules, so their
 * first download does not grow: the schemas (zod and the contract, but not its zod-free constants nor its list of
 * common passwords, which only the forms setting a password load, on demand) and the shared
 * components and API modules of the signed-in pages (not the client, the account calls, the form fields, the route
 * error page, nor the public frame).
 */
const CHUNK_GROUPS = [
  {
    name: "schemas",
    test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](?!constants|common-passwords)/,
  },
  {
    name: "signed-in",
    test: /web[\\/]src[\\/](components[\\/](?!public-layout|footer|layout|loading|toasts|field|route-error)|api[\\/](?!client|accounts))/,
  },
];

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/user": api, "/media": api, "/api": api, "/health": api },
  },
  // Every browser the build targets supports <link rel="modulepreload">: no polyfill in the entry chunk.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS } } },
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Typing whole forms in jsdom takes a few seconds when the machine is busy (CI runs suites side by side).
    testTimeout: 15_000,
  },
});
