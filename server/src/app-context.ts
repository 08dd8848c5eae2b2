// What every domain's routes are built from: configuration and the shared services.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { TokenSigner } from "./accounts/tokens.js";
import type { AppCaches } from "./app-caches.js";
import type { Config } from "./config.js";
import type { Db } from "./db/database.js";
import type { DomainEvents } from "./events/domain-events.js";
import type { Authenticator } from "./http/authenticate.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { Mailer } from "./mail/mailer.js";
import type { AppMetrics } from "./metrics/app-metrics.js";
import type { StatsRecorder } from "./stats/stats-recorder.js";
import type { Storage } from "./storage/storage.js";

/** The time now; tests hand in one they move by hand. */
export type Clock = () => Date;

export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  mailer: Mailer;
  /** Durable background work: send a job here, work it in whichever process runs workers. */
  jobs: JobQueue;
  events: DomainEvents;
  caches: AppCaches;
  tokens: TokenSigner;
  auth: Authenticator;
  /** What /metrics reports; a jobs module registers its queues here. */
  metrics: AppMetrics;
  clock: Clock;
  /** Reads and downloads of posts, counted COUNTER-style and written in batches. */
  stats: StatsRecorder;
  /** Work to finish when the app closes: after the last request, before the database and Redis close. */
  onClose(task: () => Promise<void>): void;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A domain's background work: the events that send its jobs and the workers that run them (background-jobs.ts). */
export type BackgroundJobs = (context: AppContext, log: FastifyBaseLogger) => void;
