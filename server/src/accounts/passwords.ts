// Password hashing with argon2id at OWASP's recommended cost (19 MiB, 2 passes), off the event loop in a small
// pool of worker threads that run at a lower CPU priority (where the OS allows it): a sign-in flood then takes
// only the CPU that the event loop and the database leave idle, and queues instead of slowing everyone else.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** One hashing thread per core but one, so a flood can never hold every core (on 2 cores: one). */
export const HASHING_THREADS = Math.max(1, availableParallelism() - 1);
/** Linux nice value of the hashing threads: under contention they get about a tenth of a core's time. */
const HASHING_NICENESS = 10;

// Plain JavaScript, evaluated as the worker's script, so it runs the same under tsx, vitest and node.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const argon2 = require(workerData.argon2);
try {
  const threadId = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(threadId, workerData.niceness);
} catch {}
parentPort.on("message", ({ hash, password, options }) => {
  try {
    parentPort.postMessage({ value: hash === undefined ? argon2.hashSync(password, options) : argon2.verifySync(hash, password) });
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
});`;

interface Job {
  message: { hash?: string; password: string; options?: typeof OPTIONS };
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

const idle: Worker[] = [];
const queue: Job[] = [];
let started = 0;

function startWorker(): Worker {
  const workerData = { argon2: createRequire(import.meta.url).resolve("@node-rs/argon2"), niceness: HASHING_NICENESS };
  started += 1;
  return new Worker(WORKER_SOURCE, { eval: true, workerData });
}

/** Hands queued jobs to idle threads; a thread keeps the process alive only while it has work. */
function dispatch(): void {
  while (queue.length > 0 && (idle.length > 0 || started < HASHING_THREADS)) {
    runOn(idle.pop() ?? startWorker(), queue.shift() as Job);
  }
}

function runOn(worker: Worker, job: Job): void {
  const answered = (answer: { value?: string | boolean; error?: string }) => {
    worker.off("error", crashed);
    worker.unref();
    idle.push(worker);
    if (answer.error === undefined) job.resolve(answer.value as string | boolean);
    else job.reject(new Error(answer.error));
    dispatch();
  };
  // A thread that died is not reused; the next job starts a new one.
  const crashed = (error: Error) => {
    worker.off("message", answered);
    started -= 1;
    job.reject(error);
    dispatch();
  };
  worker.ref();
  worker.once("message", answered);
  worker.once("error", crashed);
  worker.postMessage(job.message);
}

function onHashingThread(message: Job["message"]): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ message, resolve, reject });
    dispatch();
  });
}

export async function hashPassword(password: string): Promise<string> {
  return String(await onHashingThread({ password, options: OPTIONS }));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return (await onHashingThread({ hash: passwordHash, password })) === true;
  } catch {
    return false;
  }
}
