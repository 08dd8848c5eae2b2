import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("refuses to start in production without a signing secret and a public URL", async () => {
    await expect(loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/unused" })).rejects.toThrow(
      /JWT_SECRET and PUBLIC_URL required/,
    );
  });

  it("names each invalid variable in its message", async () => {
    const attempt = loadConfig({ PORT: "not-a-port", DATABASE_URL: "mysql://x" });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/PORT.*\n.*DATABASE_URL must be a postgres:\/\/ URL/s);
  });

  it("reads upload limits in megabytes", async () => {
    const config = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", UPLOAD_MAX_IMAGE_MB: "2" });
    expect(config.uploadLimits.image).toBe(2 * 1024 * 1024);
  });

  it("runs background jobs in the server process unless told otherwise", async () => {
    const config = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test" });
    expect(config.worker).toBe("both");
  });

  it("accepts only both, off or only for WORKER", async () => {
    await expect(loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", WORKER: "sometimes" })).rejects.toThrow(
      /WORKER must be one of both, off, only/,
    );
  });

  it("refuses a worker-only process over the embedded database, which one process alone can open", async () => {
    await expect(loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", WORKER: "only" })).rejects.toThrow(
      /WORKER=only needs DATABASE_URL/,
    );
    const config = await loadConfig({
      DATA_DIR: "/tmp/scholarly-config-test",
      WORKER: "only",
      DATABASE_URL: "postgres://localhost/scholarly",
    });
    expect(config.worker).toBe("only");
  });

  it("points imports at the public services by default and names Scholarly to them", async () => {
    const config = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", MAIL_FROM: "Library <lib@example.org>" });
    expect(config.importSources).toEqual({
      crossref: "https://api.crossref.org",
      datacite: "https://api.datacite.org",
      arxiv: "https://export.arxiv.org/api/query",
      orcid: "https://pub.orcid.org",
      timeoutMs: 8000,
      userAgent: "Scholarly/1.0 (mailto:lib@example.org)",
    });
    expect(config.mailFromAddress).toBe("lib@example.org");
  });

  it("refuses an import source that is not an absolute URL, and a MAIL_FROM without an address", async () => {
    await expect(loadConfig({ DATA_DIR: "/tmp/unused", CROSSREF_API_URL: "api.crossref.org" })).rejects.toThrow(
      /CROSSREF_API_URL must be an absolute URL/,
    );
    await expect(loadConfig({ DATA_DIR: "/tmp/unused", MAIL_FROM: "Scholarly" })).rejects.toThrow(
      /MAIL_FROM must hold an e-mail address/,
    );
  });
});
