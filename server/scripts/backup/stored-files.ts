// Every file in the configured storage (S3 bucket or DATA_DIR/uploads), listed by key.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import type { Config } from "../../src/config.js";
import { createS3Client } from "../../src/storage/s3-storage.js";
import { STORAGE_KEY_PATTERN } from "../../src/storage/storage.js";

/** Keys of every stored file: objects of the bucket, or files under the uploads directory (not their type sidecars). */
export async function storedKeys(config: Config): Promise<string[]> {
  const keys = config.s3 ? await bucketKeys(config) : await directoryKeys(path.join(config.dataDir, "uploads"));
  // Anything else in the bucket or directory is not the app's, and not copied.
  return keys.filter((key) => STORAGE_KEY_PATTERN.test(key)).sort();
}

async function bucketKeys(config: Config): Promise<string[]> {
  const s3 = config.s3;
  if (!s3) return [];
  const client = createS3Client(s3);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys;
}

async function directoryKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}
