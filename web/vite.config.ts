import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const api = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { "/user": api, "/media": api, "/api": api, "/health": api },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 400 },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
