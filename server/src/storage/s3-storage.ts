// Stores files in an S3-compatible bucket; uploads stream in parts, so no file is held whole in memory.
import { Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Config } from "../config.js";
import { type ListedObject, STORAGE_KEY_PATTERN, type Storage, StorageUnavailableError } from "./storage.js";

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Self-hosted S3 (MinIO, s3rver...) is addressed as endpoint/bucket rather than bucket.endpoint.
    forcePathStyle: config.endpoint !== undefined,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

export function createS3Storage(config: S3Config, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;

  async function remove(key: string): Promise<void> {
    const Key = checkedKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key })).catch((error: unknown) => {
      throw new StorageUnavailableError(error);
    });
  }

  async function* list(): AsyncGenerator<ListedObject> {
    for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
      for (const object of page.Contents ?? []) {
        // Objects the app did not name (a shared bucket) are not its to list, nor to sweep.
        if (object.Key && object.LastModified && STORAGE_KEY_PATTERN.test(object.Key)) {
          yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    }
  }

  return {
    async put(key, body, contentType) {
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // The upload fails with the incoming stream's error too (too large, wrong content): that one is the client's.
      let bodyError: unknown;
      body.on("error", (error) => {
        bodyError = error;
        counted.destroy(error);
      });
      body.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: counted, ContentType: contentType },
        // A multipart upload is aborted when a part fails, but a single-part one may have landed.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await remove(key).catch(() => undefined);
        throw bodyError ?? new StorageUnavailableError(error);
      }
      return { size };
    },
    async stat(key) {
      const Key = checkedKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },
    async read(key, range) {
      const Key = checkedKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },
    delete: remove,
    list,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
