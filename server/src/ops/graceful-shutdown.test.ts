// The real server in a child process, stopped with SIGTERM while an upload is in flight.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../db/database.js";
import {
  dataDirWithMember as dataDirWithMemberIn,
  SERVER_DIR,
  STARTUP_MS,
  startServer as startServerProcess,
} from "../test/server-process.js";

const BOUNDARY = "----scholarly-shutdown-test";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const onExitOfTest = (cleanup: () => Promise<void>) => cleanups.push(cleanup);

/** A data directory holding one verified member, removed after the test. */
async function dataDirWithMember(jwtSecret: string) {
  const prepared = await dataDirWithMemberIn(jwtSecret, "scholarly-shutdown-");
  onExitOfTest(() => rm(prepared.dataDir, { recursive: true, force: true }));
  return prepared;
}

const startServer = (env: Record<string, string>) => startServerProcess(env, onExitOfTest);

/** A code-snippet upload whose body the test sends in two parts, whenever it chooses. */
function slowUpload(port: number, token: string) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/user/code/code/",
    headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  answer.catch(() => undefined);
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const code = "print('a line of a long script')\n".repeat(500);
  const half = Math.floor(code.length / 2);
  return {
    answer,
    sendFirstHalf() {
      request.write(field("title", "Long script") + field("code_of", "Python") + field("code", "Slowly uploaded"));
      request.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="media"; filename="long.py"\r\n`);
      request.write(`Content-Type: text/x-python\r\n\r\n${code.slice(0, half)}`);
    },
    sendRest() {
      request.end(`${code.slice(half)}\r\n--${BOUNDARY}--\r\n`);
    },
  };
}

/** The code files in local storage (each finished one has a `.type` file beside it). */
const storedCodeFiles = async (dataDir: string) => {
  const names = await readdir(path.join(dataDir, "uploads", "code")).catch(() => [] as string[]);
  return names.filter((name) => !name.endsWith(".type"));
};

async function snippetsIn(dataDir: string): Promise<number> {
  const db = openDatabase({ directory: path.join(dataDir, "db") });
  try {
    return (await db.selectFrom("user_codes").select("id").execute()).length;
  } finally {
    await db.destroy();
  }
}

describe("the server stopped with SIGTERM", () => {
  it(
    "finishes an upload in flight, refuses new connections meanwhile, and exits 0",
    async () => {
      const JWT_SECRET = randomBytes(32).toString("hex");
      const { dataDir, token } = await dataDirWithMember(JWT_SECRET);
      const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET, SHUTDOWN_TIMEOUT_S: "30" });
      const upload = slowUpload(server.port, token);
      upload.sendFirstHalf();
      await vi.waitFor(async () => expect(await storedCodeFiles(dataDir)).toHaveLength(1), { timeout: 10_000 });

      server.child.kill("SIGTERM");
      await vi.waitFor(() => expect(server.output()).toContain("shutting down"), { timeout: 5_000 });
      await expect(fetch(`http://127.0.0.1:${server.port}/health/live`)).rejects.toThrow();
      upload.sendRest();

      const { status, body } = await upload.answer;
      expect(status, body).toBe(201);
      expect(await server.exit).toBe(0);
      expect(await storedCodeFiles(dataDir)).toHaveLength(1);
      expect(await snippetsIn(dataDir)).toBe(1);
    },
    STARTUP_MS + 60_000,
  );

  it(
    "cuts off an upload still running at SHUTDOWN_TIMEOUT_S, removes its partial file, and exits 0",
    async () => {
      const JWT_SECRET = randomBytes(32).toString("hex");
      const { dataDir, token } = await dataDirWithMember(JWT_SECRET);
      const server = await startServer({ DATA_DIR: dataDir, JWT_SECRET, SHUTDOWN_TIMEOUT_S: "1" });
      const upload = slowUpload(server.port, token);
      upload.sendFirstHalf();
      await vi.waitFor(async () => expect(await storedCodeFiles(dataDir)).toHaveLength(1), { timeout: 10_000 });

      const stoppedAt = Date.now();
      server.child.kill("SIGTERM");
      await expect(upload.answer).rejects.toThrow();
      expect(await server.exit).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(server.output()).toContain("cut off");
      expect(await storedCodeFiles(dataDir)).toEqual([]);
      expect(await snippetsIn(dataDir)).toBe(0);
    },
    STARTUP_MS + 60_000,
  );
});

describe("the server started with REDIS_URL", () => {
  it(
    "stops at start, saying so, when Redis cannot be reached",
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), "scholarly-no-redis-"));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const { DATABASE_URL: _database, ...inherited } = process.env;
      const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: SERVER_DIR,
        env: { ...inherited, NODE_ENV: "test", DATA_DIR: dataDir, PORT: "0", REDIS_URL: "redis://127.0.0.1:1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = await once(child, "exit");
      expect(code).toBe(1);
      expect(stderr).toContain("Cannot reach Redis at redis://127.0.0.1:1 (REDIS_URL): connect ECONNREFUSED");
    },
    STARTUP_MS,
  );
});
