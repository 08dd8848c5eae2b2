// The durable background job queue every domain uses: declare a kind of job once, send it, work it.

/** How a kind of job is retried and timed out; fixed per kind so every sender and worker agree. */
export interface JobSettings {
  /** Attempts after the first one fails. */
  retryLimit: number;
  /** The first retry waits about this long; each later one about twice as long as the one before. */
  retryDelaySeconds: number;
  /**
   * An attempt still running after this long counts as failed and is retried, also when the process
   * working it died. Handlers get a signal that aborts a little before, so two attempts never overlap.
   */
  expireInSeconds: number;
}

export interface JobKind<Payload extends object> {
  /** Stored with every job; keep it stable once jobs of this kind may be waiting. */
  readonly name: string;
  readonly settings: JobSettings;
  /**
   * Jobs with the same key collapse: while one waits, sending another is a no-op, and two never run at
   * the same time. Kinds without a key run every job sent.
   */
  readonly key: ((payload: Payload) => string) | undefined;
}

export function defineJob<Payload extends object>(
  name: string,
  settings: JobSettings,
  key?: (payload: Payload) => string,
): JobKind<Payload> {
  return { name, settings, key };
}

export interface SendOptions {
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface RunningJob<Payload> {
  id: string;
  data: Payload;
  /** 1 on the first run, 2 on the first retry, and so on. */
  attempt: number;
  /** Aborts when the attempt is about to expire or the queue stops; long work should give up then. */
  signal: AbortSignal;
}

/** Resolves when the job is done; throwing (or rejecting) fails the attempt, which is then retried. */
export type JobHandler<Payload> = (job: RunningJob<Payload>) => Promise<void>;

export interface JobQueue {
  /**
   * Stores a job; it survives restarts and runs once a worker is free. Answers its id, or null when a
   * job with the same key was already waiting.
   */
  send<Payload extends object>(kind: JobKind<Payload>, data: Payload, options?: SendOptions): Promise<string | null>;
  /**
   * Sends a job of this kind, with this payload, at every time the cron expression (UTC) names. The schedule
   * is kept in the database, so with several processes it fires once; processes that run no workers neither
   * record nor fire it.
   */
  schedule<Payload extends object>(kind: JobKind<Payload>, cron: string, data: Payload): void;
  /** Works jobs of this kind in this process; does nothing when this process runs no workers. */
  work<Payload extends object>(kind: JobKind<Payload>, handler: JobHandler<Payload>): void;
  /** Prepares the queue's tables and starts the workers registered so far. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish for a while, then hands the rest back for a retry. */
  stop(): Promise<void>;
}

/** Any kind of job, whatever its payload, where only its name and settings matter. */
export type AnyJobKind = JobKind<never>;
