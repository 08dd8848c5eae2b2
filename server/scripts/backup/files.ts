// `files.ts export <backup dir>` copies every stored file into <backup dir>/files (with files.json naming each
// one's content type); `files.ts import <backup dir>` puts them into the configured storage. Either storage
// driver on either side, so a backup of a bucket can be restored to local disk and the other way round.
// Used by scripts/backup and scripts/restore.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { loadConfig } from "../../src/config.js";
import { createStorage } from "../../src/storage/create-storage.js";
import { STORAGE_KEY_PATTERN } from "../../src/storage/storage.js";
import { storedKeys } from "./stored-files.js";

/** files.json: what a backup holds besides the bytes. */
interface FileList {
  files: Array<{ key: string; contentType: string; size: number }>;
}

/** Files copied at once: enough to hide S3's latency, few enough for a small machine. */
const PARALLEL = 8;

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

async function exportFiles(backup: string): Promise<void> {
  const config = await loadConfig();
  const storage = createStorage(config);
  const list: FileList = { files: [] };
  await inParallel(await storedKeys(config), async (key) => {
    const [info, body] = await Promise.all([storage.stat(key), storage.read(key)]);
    // Deleted since it was listed: the database no longer points at it either.
    if (!info || !body) return;
    const file = path.join(backup, "files", key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(body, createWriteStream(file));
    list.files.push({ key, contentType: info.contentType, size: info.size });
  });
  list.files.sort((a, b) => a.key.localeCompare(b.key));
  await writeFile(path.join(backup, "files.json"), JSON.stringify(list, null, 1));
  console.log(
    `[backup] ${list.files.length} files copied from ${config.s3 ? `bucket ${config.s3.bucket}` : "DATA_DIR/uploads"}`,
  );
}

async function importFiles(backup: string): Promise<void> {
  const config = await loadConfig();
  const storage = createStorage(config);
  const list = JSON.parse(await readFile(path.join(backup, "files.json"), "utf8")) as FileList;
  await inParallel(list.files, async ({ key, contentType, size }) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`files.json names an invalid key: ${key}`);
    const existing = await storage.stat(key);
    if (existing?.size === size) return;
    if (existing) await storage.delete(key);
    await storage.put(key, createReadStream(path.join(backup, "files", key)), contentType);
  });
  console.log(
    `[restore] ${list.files.length} files put into ${config.s3 ? `bucket ${config.s3.bucket}` : "DATA_DIR/uploads"}`,
  );
}

async function main(): Promise<void> {
  const [command, backup] = process.argv.slice(2);
  if (!backup || (command !== "export" && command !== "import")) {
    throw new Error("Usage: files.ts export|import <backup directory>");
  }
  await (command === "export" ? exportFiles(path.resolve(backup)) : importFiles(path.resolve(backup)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
