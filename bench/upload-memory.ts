// Uploads a 1 GiB video (an MP4 header, then zeros) as one multipart request generated on the fly, so the
// bench never holds the file, and reads how much the server's resident memory grew meanwhile.
import { readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ScenarioResult } from "./load.js";

const MiB = 1024 * 1024;
export const UPLOAD_BYTES = 1024 * MiB;
const VIDEO_PATH = "/user/videos/video/";
const BOUNDARY = "----scholarly-bench-upload";

/** An ISO base media `ftyp` box (brand isom): enough for content sniffing to see video/mp4. */
const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 32]),
  Buffer.from("ftypisom", "latin1"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isomiso2avc1mp41", "latin1"),
]);

const PREAMBLE = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\nBench upload\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\n` +
    "Content-Type: video/mp4\r\n\r\n",
);
const EPILOGUE = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const BODY_LENGTH = PREAMBLE.length + UPLOAD_BYTES + EPILOGUE.length;

async function* multipartBody(): AsyncGenerator<Buffer> {
  yield PREAMBLE;
  yield MP4_HEADER;
  const zeros = Buffer.alloc(MiB);
  let left = UPLOAD_BYTES - MP4_HEADER.length;
  while (left > 0) {
    const size = Math.min(left, zeros.length);
    yield size === zeros.length ? zeros : zeros.subarray(0, size);
    left -= size;
  }
  yield EPILOGUE;
}

/** Resident and peak resident memory of a process, in MB, from /proc. */
async function memoryOf(pid: number): Promise<{ rssMB: number; peakMB: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { rssMB: kB("VmRSS") / 1024, peakMB: kB("VmHWM") / 1024 };
}

function send(origin: string, authorization: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${VIDEO_PATH}`, {
      method: "POST",
      headers: {
        authorization,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": BODY_LENGTH,
      },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    pipeline(Readable.from(multipartBody()), request).catch(reject);
  });
}

export async function measureUploadMemory(
  origin: string,
  serverPid: number,
  authorization: string,
): Promise<Omit<ScenarioResult, "name">> {
  // Resets the kernel's peak (VmHWM) to the current RSS, so the peak read afterwards belongs to this upload.
  await writeFile(`/proc/${serverPid}/clear_refs`, "5").catch(() => undefined);
  const before = await memoryOf(serverPid);
  let sampledPeakMB = before.rssMB;
  const sampler = setInterval(() => {
    memoryOf(serverPid).then(
      ({ rssMB }) => {
        sampledPeakMB = Math.max(sampledPeakMB, rssMB);
      },
      () => undefined,
    );
  }, 50);
  const started = performance.now();
  const answer = await send(origin, authorization).finally(() => clearInterval(sampler));
  const seconds = (performance.now() - started) / 1000;
  const after = await memoryOf(serverPid);
  const peakMB = Math.max(after.peakMB, sampledPeakMB);
  const growthMB = Math.round((peakMB - before.rssMB) * 10) / 10;
  if (answer.status === 201) await deleteVideo(origin, authorization, answer.text);
  const ms = Math.round(seconds * 1000);
  return {
    requestsPerSecond: Math.round((1 / seconds) * 1000) / 1000,
    p50Ms: ms,
    p95Ms: ms,
    p99Ms: ms,
    requests: 1,
    errors: answer.status === 201 ? 0 : 1,
    ...(answer.status === 201 ? {} : { problem: `${answer.status} ${answer.text.slice(0, 120)}` }),
    note: `RSS ${before.rssMB.toFixed(0)} MB before, peak ${peakMB.toFixed(0)} MB: +${growthMB} MB; ${Math.round(UPLOAD_BYTES / MiB / seconds)} MiB/s`,
    figures: { rssBeforeMB: Math.round(before.rssMB), rssPeakMB: Math.round(peakMB), rssGrowthMB: growthMB },
  };
}

/** The bench leaves no 1 GiB file behind: the upload's own route deletes the row and its file. */
async function deleteVideo(origin: string, authorization: string, answer: string): Promise<void> {
  const { data } = JSON.parse(answer) as { data: { id: number } };
  const response = await fetch(`${origin}${VIDEO_PATH}`, {
    method: "DELETE",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ id: data.id }),
  });
  if (!response.ok) throw new Error(`Deleting the bench video failed: ${response.status} ${await response.text()}`);
}
