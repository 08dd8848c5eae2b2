// The real server in a child process (`src/main.ts`), for tests that signal or kill it, on a data directory
// (embedded database) that already holds one verified member.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { createTokenSigner } from "../accounts/tokens.js";
import { openDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { buildUser } from "./factories.js";

export const SERVER_DIR = path.resolve(import.meta.dirname, "../..");
/** Starting tsx and migrating a fresh embedded database can take a while on a busy machine. */
export const STARTUP_MS = 90_000;

export interface RunningServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  exit: Promise<number | null>;
  output: () => string;
}

/** A new data directory whose database holds one verified member, and a token that signs in as them. */
export async function dataDirWithMember(jwtSecret: string, prefix = "scholarly-server-") {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const db = openDatabase({ directory: path.join(dataDir, "db") });
  await migrateToLatest(db);
  const user = await buildUser({ db });
  await db.destroy();
  const { token } = await createTokenSigner(jwtSecret).sign(user.id, "access");
  return { dataDir, token };
}

/** Starts the server on a free port; `onExitOfTest` gets a cleanup that kills it if the test has not. */
export async function startServer(
  env: Record<string, string>,
  onExitOfTest: (cleanup: () => Promise<void>) => void,
): Promise<RunningServer> {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: { ...inherited, NODE_ENV: "test", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  onExitOfTest(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = once(child, "exit").then(([code]) => code as number | null);
  const port = await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output}`);
      const match = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (!match) throw new Error("not listening yet");
      return Number(match[1]);
    },
    { timeout: STARTUP_MS, interval: 100 },
  );
  return { child, port, dataDir: env.DATA_DIR ?? "", exit, output: () => output };
}
