// Reads and validates the environment once, at start; everything else receives the result.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { isIP } from "node:net";
import path from "node:path";
import { DEFAULT_UPLOAD_LIMITS_MB } from "@scholarly/contract";
import addressparser from "nodemailer/lib/addressparser/index.js";
import { z } from "zod";

const MB = 1024 * 1024;

const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((mb) => Math.round(mb * MB));

/**
 * Where background jobs run: `both` (the HTTP process also works jobs), `off` (serve HTTP only; another
 * process works them) or `only` (work jobs, no HTTP).
 */
export const WORKER_MODES = ["both", "off", "only"] as const;
export type WorkerMode = (typeof WORKER_MODES)[number];

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

/** A blocked domain as written (`example.org`, `.example.org` or `*.example.org`): its host name, lower-cased. */
const blockedDomains = z
  .string()
  .default("")
  .transform((value, context): string[] => {
    const domains = value
      .split(",")
      .map((entry) =>
        entry
          .trim()
          .toLowerCase()
          .replace(/^\*?\./, ""),
      )
      .filter((entry) => entry !== "");
    const bad = domains.find((domain) => !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain));
    if (bad === undefined) return domains;
    context.addIssue({
      code: "custom",
      message: `FEDERATION_BLOCKED_DOMAINS must be a comma-separated list of domain names (not "${bad}").`,
    });
    return z.NEVER;
  });

const RATE_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** `300/5m`: at most 300 requests in 5 minutes (units s, m, h). */
const requestRate = z
  .string()
  .default("300/5m")
  .transform((value, context): RequestRate => {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
    const [max, count, unit] = [Number(match?.[1]), Number(match?.[2]), match?.[3] as keyof typeof RATE_UNITS_MS];
    if (match && max > 0 && count > 0) return { max, windowMs: count * RATE_UNITS_MS[unit] };
    context.addIssue({
      code: "custom",
      message: "FEDERATION_INBOX_RATE must be requests per time, such as 300/5m (units s, m or h).",
    });
    return z.NEVER;
  });

const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL." }).optional(),
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(2, "DATABASE_POOL_MAX must be at least 2 (the job queue holds one connection while it works).")
    .max(1000)
    .default(20),
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
  UPLOAD_MAX_IMAGE_MB: megabytes(DEFAULT_UPLOAD_LIMITS_MB.image),
  UPLOAD_MAX_DOCUMENT_MB: megabytes(DEFAULT_UPLOAD_LIMITS_MB.document),
  UPLOAD_MAX_CODE_MB: megabytes(DEFAULT_UPLOAD_LIMITS_MB.code),
  UPLOAD_MAX_VIDEO_MB: megabytes(DEFAULT_UPLOAD_LIMITS_MB.video),
  WORKER: z.enum(WORKER_MODES, { error: "WORKER must be one of both, off, only." }).default("both"),
  CROSSREF_API_URL: z.url({ error: "CROSSREF_API_URL must be an absolute URL." }).default("https://api.crossref.org"),
  DATACITE_API_URL: z.url({ error: "DATACITE_API_URL must be an absolute URL." }).default("https://api.datacite.org"),
  ARXIV_API_URL: z
    .url({ error: "ARXIV_API_URL must be an absolute URL." })
    .default("https://export.arxiv.org/api/query"),
  ORCID_API_URL: z.url({ error: "ORCID_API_URL must be an absolute URL." }).default("https://pub.orcid.org"),
  IMPORT_TIMEOUT_MS: z.coerce.number().int().positive("IMPORT_TIMEOUT_MS must be positive.").default(8000),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL." }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, "REDIS_PREFIX must be 1–64 letters, digits, or . _ : -")
    .default("scholarly:"),
  TRUST_PROXY: trustProxy,
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters.").optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHUTDOWN_TIMEOUT_S: z.coerce.number().min(0).default(30),
  FEDERATION: z.enum(["on", "off"], { error: "FEDERATION must be on or off." }).default("off"),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: z
    .enum(["true", "false"], { error: "FEDERATION_ALLOW_PRIVATE_ADDRESSES must be true or false." })
    .default("false"),
  FEDERATION_BLOCKED_DOMAINS: blockedDomains,
  FEDERATION_INBOX_RATE: requestRate,
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

/** The public services publications are imported from (base URLs without a trailing slash). */
export interface ImportSources {
  crossref: string;
  datacite: string;
  /** The arXiv query endpoint itself; the id goes in `?id_list=`. */
  arxiv: string;
  orcid: string;
  timeoutMs: number;
  /** Names us and a contact address, as Crossref's etiquette asks: `Scholarly/1.0 (mailto:…)`. */
  userAgent: string;
}

/** At most `max` requests in `windowMs`. */
export interface RequestRate {
  max: number;
  windowMs: number;
}

/** ActivityPub: members as actors other servers follow (docs/federation.md). */
export interface FederationConfig {
  /** PUBLIC_URL: actors, handles and keys are named under it, so every peer must reach it. */
  origin: string;
  /** Tests and local development on loopback only: http:// PUBLIC_URL, fetching private and loopback addresses. */
  allowPrivateAddresses: boolean;
  /** Servers nothing is taken from or sent to; a domain blocks its subdomains too. */
  blockedDomains: string[];
  /** How many activities each remote server may post to the inboxes in a window. */
  inboxRate: RequestRate;
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Most PostgreSQL connections this process opens (requests and job queue share them). */
  databasePoolMax: number;
  /** Absolute origin for links in e-mails; links fall back to the request's own origin. */
  publicUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The bare address in MAIL_FROM, for contact details given to other services and harvesters. */
  mailFromAddress: string;
  /** The built SPA to serve; absent when only the API runs. */
  webDist: string | undefined;
  logLevel: string;
  s3: S3Config | undefined;
  uploadLimits: UploadLimits;
  worker: WorkerMode;
  importSources: ImportSources;
  /** Shared state for several instances (domain events, per-address limits); in process when absent. */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel name, so several deployments can share one Redis. */
  redisPrefix: string;
  /** Which proxies in front may name the client; per-address limits count the client, not the proxy. */
  trustProxy: TrustProxy;
  /** GET /metrics: on the app's port behind `token`, or on `port` (token required there too when set). */
  metrics: { token: string | undefined; port: number | undefined };
  /** On SIGTERM, how long requests in flight may run before they are cut off. */
  shutdownTimeoutMs: number;
  /** Set when FEDERATION=on; absent, the ActivityPub routes answer 404. */
  federation: FederationConfig | undefined;
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
  if (vars.WORKER === "only" && !vars.DATABASE_URL) {
    // PGlite lives inside one process: a second process cannot open the same embedded database.
    throw new ConfigError(
      "Invalid configuration:\n  WORKER=only needs DATABASE_URL; with the embedded database the server runs the jobs itself (WORKER=both).",
    );
  }
  const publicUrl = vars.PUBLIC_URL && withoutTrailingSlash(vars.PUBLIC_URL);
  const allowPrivateAddresses = vars.FEDERATION_ALLOW_PRIVATE_ADDRESSES === "true";
  const federation =
    vars.FEDERATION === "on"
      ? {
          ...federationConfig(publicUrl, allowPrivateAddresses),
          blockedDomains: vars.FEDERATION_BLOCKED_DOMAINS,
          inboxRate: vars.FEDERATION_INBOX_RATE,
        }
      : undefined;
  const mailFromAddress = addressOf(vars.MAIL_FROM);
  if (!mailFromAddress) throw new ConfigError("Invalid configuration:\n  MAIL_FROM must hold an e-mail address.");
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databasePoolMax: vars.DATABASE_POOL_MAX,
    publicUrl,
    jwtSecret: vars.JWT_SECRET ?? (await developmentSecret(dataDir)),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    mailFromAddress,
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
    worker: vars.WORKER,
    importSources: {
      crossref: withoutTrailingSlash(vars.CROSSREF_API_URL),
      datacite: withoutTrailingSlash(vars.DATACITE_API_URL),
      arxiv: vars.ARXIV_API_URL,
      orcid: withoutTrailingSlash(vars.ORCID_API_URL),
      timeoutMs: vars.IMPORT_TIMEOUT_MS,
      userAgent: `Scholarly/1.0 (mailto:${mailFromAddress})`,
    },
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    trustProxy: vars.TRUST_PROXY,
    metrics: { token: vars.METRICS_TOKEN, port: vars.METRICS_PORT },
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_S * 1000,
    federation,
  };
}

function federationConfig(
  publicUrl: string | undefined,
  allowPrivateAddresses: boolean,
): Pick<FederationConfig, "origin" | "allowPrivateAddresses"> {
  if (!publicUrl) {
    throw new ConfigError(
      "Invalid configuration:\n  FEDERATION=on needs PUBLIC_URL: other servers name and reach this one's members under it.",
    );
  }
  // Peers refuse actors and signatures served over plain HTTP; loopback tests have no certificate.
  if (new URL(publicUrl).protocol !== "https:" && !allowPrivateAddresses) {
    throw new ConfigError(
      "Invalid configuration:\n  FEDERATION=on needs an https:// PUBLIC_URL (FEDERATION_ALLOW_PRIVATE_ADDRESSES=true accepts http://, for tests and local development only).",
    );
  }
  return { origin: publicUrl, allowPrivateAddresses };
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, "");

/** "Scholarly <no-reply@scholarly.local>" → "no-reply@scholarly.local". */
function addressOf(mailFrom: string): string | undefined {
  const [first] = addressparser(mailFrom, { flatten: true });
  return first?.address.includes("@") ? first.address : undefined;
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
