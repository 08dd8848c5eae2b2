// Picks the storage driver from configuration: an S3 bucket when S3_BUCKET is set, local disk otherwise.
import path from "node:path";
import type { Config } from "../config.js";
import { createLocalStorage } from "./local-storage.js";
import { createS3Storage } from "./s3-storage.js";
import type { Storage } from "./storage.js";

export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, "uploads"));
}
