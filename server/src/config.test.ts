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

  it("shares state through Redis only when REDIS_URL is set, and accepts only a redis:// or rediss:// URL", async () => {
    expect((await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test" })).redisUrl).toBeUndefined();
    const shared = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", REDIS_URL: "rediss://cache:6380/2" });
    expect(shared.redisUrl).toBe("rediss://cache:6380/2");
    await expect(loadConfig({ REDIS_URL: "http://cache:6379" })).rejects.toThrow(/REDIS_URL must be a redis:\/\//);
  });

  it("keeps one deployment's Redis keys apart from another's with REDIS_PREFIX", async () => {
    expect((await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test" })).redisPrefix).toBe("scholarly:");
    const staging = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", REDIS_PREFIX: "staging:" });
    expect(staging.redisPrefix).toBe("staging:");
    await expect(loadConfig({ REDIS_PREFIX: "has space" })).rejects.toThrow(/REDIS_PREFIX must be/);
  });

  it("opens at most 20 PostgreSQL connections unless DATABASE_POOL_MAX says otherwise", async () => {
    expect((await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test" })).databasePoolMax).toBe(20);
    const small = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", DATABASE_POOL_MAX: "8" });
    expect(small.databasePoolMax).toBe(8);
    await expect(loadConfig({ DATABASE_POOL_MAX: "1" })).rejects.toThrow(/DATABASE_POOL_MAX must be at least 2/);
  });

  it("reads TRUST_PROXY as a flag, a hop count or a list of proxy addresses", async () => {
    const trustOf = async (value?: string) =>
      (await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", ...(value !== undefined && { TRUST_PROXY: value }) }))
        .trustProxy;
    expect(await trustOf()).toBe(false);
    expect(await trustOf("true")).toBe(true);
    expect(await trustOf("2")).toBe(2);
    expect(await trustOf("10.0.0.0/8, 192.168.1.5,loopback,fd00::/8")).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "loopback",
      "fd00::/8",
    ]);
    await expect(trustOf("10.0.0.0/33")).rejects.toThrow(/TRUST_PROXY must be true, false, a hop count/);
    await expect(trustOf("proxy.internal")).rejects.toThrow(/TRUST_PROXY/);
  });

  it("takes a metrics token of at least 16 characters and a metrics port", async () => {
    const config = await loadConfig({
      DATA_DIR: "/tmp/scholarly-config-test",
      METRICS_TOKEN: "a-long-enough-token",
      METRICS_PORT: "9464",
    });
    expect(config.metrics).toEqual({ token: "a-long-enough-token", port: 9464 });
    await expect(loadConfig({ METRICS_TOKEN: "short" })).rejects.toThrow(/METRICS_TOKEN must be at least 16/);
  });

  it("gives requests in flight 30 seconds on shutdown unless SHUTDOWN_TIMEOUT_S says otherwise", async () => {
    expect((await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test" })).shutdownTimeoutMs).toBe(30_000);
    const quick = await loadConfig({ DATA_DIR: "/tmp/scholarly-config-test", SHUTDOWN_TIMEOUT_S: "2.5" });
    expect(quick.shutdownTimeoutMs).toBe(2_500);
    await expect(loadConfig({ SHUTDOWN_TIMEOUT_S: "-1" })).rejects.toThrow(/SHUTDOWN_TIMEOUT_S/);
  });

  it("keeps federation off unless FEDERATION=on, and then needs an https:// PUBLIC_URL", async () => {
    const dir = { DATA_DIR: "/tmp/scholarly-config-test" };
    expect((await loadConfig(dir)).federation).toBeUndefined();
    await expect(loadConfig({ ...dir, FEDERATION: "yes" })).rejects.toThrow(/FEDERATION must be on or off/);
    await expect(loadConfig({ ...dir, FEDERATION: "on" })).rejects.toThrow(/FEDERATION=on needs PUBLIC_URL/);
    await expect(loadConfig({ ...dir, FEDERATION: "on", PUBLIC_URL: "http://scholarly.example" })).rejects.toThrow(
      /FEDERATION=on needs an https:\/\/ PUBLIC_URL/,
    );
    const federated = await loadConfig({ ...dir, FEDERATION: "on", PUBLIC_URL: "https://scholarly.example/" });
    expect(federated.federation).toMatchObject({ origin: "https://scholarly.example", allowPrivateAddresses: false });
  });

  it("accepts an http:// PUBLIC_URL for federation only with FEDERATION_ALLOW_PRIVATE_ADDRESSES=true", async () => {
    const local = await loadConfig({
      DATA_DIR: "/tmp/scholarly-config-test",
      FEDERATION: "on",
      PUBLIC_URL: "http://127.0.0.1:3000",
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: "true",
    });
    expect(local.federation).toMatchObject({ origin: "http://127.0.0.1:3000", allowPrivateAddresses: true });
    await expect(loadConfig({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: "yes" })).rejects.toThrow(
      /FEDERATION_ALLOW_PRIVATE_ADDRESSES must be true or false/,
    );
  });

  it("blocks no domain and takes 300 activities per 5 minutes from each server unless told otherwise", async () => {
    const federating = { DATA_DIR: "/tmp/scholarly-config-test", FEDERATION: "on", PUBLIC_URL: "https://a.example" };
    expect((await loadConfig(federating)).federation).toMatchObject({
      blockedDomains: [],
      inboxRate: { max: 300, windowMs: 300_000 },
    });
    const strict = await loadConfig({
      ...federating,
      FEDERATION_BLOCKED_DOMAINS: " Spam.example, *.bad.example ,.worse.example",
      FEDERATION_INBOX_RATE: "20/30s",
    });
    expect(strict.federation).toMatchObject({
      blockedDomains: ["spam.example", "bad.example", "worse.example"],
      inboxRate: { max: 20, windowMs: 30_000 },
    });
    await expect(loadConfig({ ...federating, FEDERATION_BLOCKED_DOMAINS: "https://x.example/" })).rejects.toThrow(
      /FEDERATION_BLOCKED_DOMAINS must be a comma-separated list of domain names/,
    );
    await expect(loadConfig({ ...federating, FEDERATION_INBOX_RATE: "300" })).rejects.toThrow(
      /FEDERATION_INBOX_RATE must be requests per time, such as 300\/5m/,
    );
  });
});
