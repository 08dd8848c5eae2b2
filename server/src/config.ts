// Reads and validates the environment once, at start; everything else receives the result.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const MB = 1024 * 1024;

const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((mb) => Math.round(mb * MB));

/**
 * Who may name the client in X-Forwarded-For: everyone (true), the nearest n hops whatever their address (only
 * safe when nothing reaches the server except through its proxies), or the proxies at these addresses.
 */
export type TrustProxy = boolean | number | string[];

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .default("false")
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === "true" || trimmed === "false") return trimmed === "true";
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: "custom",
      message:
        "TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges.",
    });
    return z.NEVER;
  });

const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL." }).optional(),
  PUBLIC_URL: z.url({ error: "PUBLIC_URL must be an absolute URL." }).optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters.").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL." }).optional(),
  MAIL_FROM: z.string().default("Scholarly <no-reply@scholarly.local>"),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_IMAGE_MB: megabytes(10),
  UPLOAD_MAX_DOCUMENT_MB: megabytes(50),
  UPLOAD_MAX_CODE_MB: megabytes(1),
  UPLOAD_MAX_VIDEO_MB: megabytes(1024),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL." }).optional(),
  TRUST_PROXY: trustProxy,
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters.").optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).default(30),
});

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface UploadLimits {
  image: number;
  document: number;
  code: number;
  video: number;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute origin for links in e-mails; links fall back to the request's own origin. */
  publicUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The built SPA to serve; absent when only the API runs. */
  webDist: string | undefined;
  logLevel: string;
  s3: S3Config | undefined;
  uploadLimits: UploadLimits;
  /** Shared state for several instances (domain events, per-address limits); in process when absent. */
  redisUrl: string | undefined;
  /** Which proxies in front may name the client; per-address limits count the client, not the proxy. */
  trustProxy: TrustProxy;
  /** GET /metrics: on the app's port behind `token`, or on `port` (token required there too when set). */
  metrics: { token: string | undefined; port: number | undefined };
  /** On SIGTERM, how long requests in flight may run before they are cut off. */
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (vars.NODE_ENV === "production") {
    // Reset links must not be built from a client-supplied Host header in production.
    const missing = (["JWT_SECRET", "PUBLIC_URL"] as const).filter((name) => !vars[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n  ${missing.join(" and ")} required when NODE_ENV=production.`);
    }
  }
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    publicUrl: vars.PUBLIC_URL?.replace(/\/$/, ""),
    jwtSecret: vars.JWT_SECRET ?? (await developmentSecret(dataDir)),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    webDist: vars.WEB_DIST ? path.resolve(vars.WEB_DIST) : undefined,
    logLevel: vars.LOG_LEVEL,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          endpoint: vars.S3_ENDPOINT,
          region: vars.S3_REGION,
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    uploadLimits: {
      image: vars.UPLOAD_MAX_IMAGE_MB,
      document: vars.UPLOAD_MAX_DOCUMENT_MB,
      code: vars.UPLOAD_MAX_CODE_MB,
      video: vars.UPLOAD_MAX_VIDEO_MB,
    },
    redisUrl: vars.REDIS_URL,
    trustProxy: vars.TRUST_PROXY,
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_S * 1000,
  };
}

/** Outside production the signing secret is generated once and kept with the data, so sessions survive restarts. */
async function developmentSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(48).toString("base64url");
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
