// Stores files under a directory on local disk; the content type is kept in a sidecar file.
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type ByteRange, type ListedObject, STORAGE_KEY_PATTERN, type Storage } from "./storage.js";

export function createLocalStorage(root: string): Storage {
  function filePath(key: string): string {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  }

  async function remove(key: string): Promise<void> {
    const file = filePath(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  async function* list(): AsyncGenerator<ListedObject> {
    const kinds = await readdir(root, { withFileTypes: true }).catch(() => []);
    for (const kind of kinds.filter((entry) => entry.isDirectory())) {
      for (const name of await readdir(path.join(root, kind.name))) {
        const key = `${kind.name}/${name}`;
        // Content-type sidecars and anything not written by put() are not objects.
        if (!STORAGE_KEY_PATTERN.test(key)) continue;
        const info = await stat(path.join(root, key)).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      }
    }
  }

  return {
    async put(key, body, contentType) {
      const file = filePath(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(file, { flags: "wx" }));
        await writeFile(`${file}.type`, contentType);
      } catch (error) {
        await remove(key);
        throw error;
      }
      return { size: (await stat(file)).size };
    },
    async stat(key) {
      const file = filePath(key);
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, "utf8")]);
        return { size: info.size, contentType };
      } catch {
        return null;
      }
    },
    async read(key, range?: ByteRange) {
      const file = filePath(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    delete: remove,
    list,
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
