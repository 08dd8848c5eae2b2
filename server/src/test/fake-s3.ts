// A real S3 API (s3rver) on a random port with a temporary directory, for tests of the S3 driver.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const fakeS3Credentials = {
  S3_BUCKET: "scholarly-test",
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

/** A real S3 API on a random port, so the S3 driver is tested against HTTP, not a mock. */
export async function startFakeS3(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), "scholarly-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: fakeS3Credentials.S3_BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
