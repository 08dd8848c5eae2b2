// Lays a CV out in a child process of its own (cv-process.ts), a few at a time, so that rendering never runs on
// the thread that serves requests and many downloads at once cannot start a process each.
import pLimit from "p-limit";
import { HttpError } from "../http/http-error.js";
import { runLimitedProcess } from "../limited-process/run-limited-process.js";
import type { CvTask } from "./cv-process.js";

/** A full CV (200 entries in each section and hundreds of publications) takes a few seconds and ~200 MB. */
const CV_LIMITS = { memoryMb: 512, timeoutMs: 60_000 };
/** CVs laid out at once by this process; further downloads wait their turn. */
const RENDERS_AT_ONCE = 2;

const CV_FAILED_MESSAGE = "The CV could not be generated. Please try again later.";

const oneAtATime = pLimit(RENDERS_AT_ONCE);

export function renderCv(task: CvTask): Promise<Buffer> {
  return oneAtATime(async () => {
    const pdf = await runLimitedProcess<CvTask, Uint8Array>({
      script: new URL("./cv-process.ts", import.meta.url),
      task,
      limits: CV_LIMITS,
      failure: (detail) => Object.assign(new HttpError(503, CV_FAILED_MESSAGE), { cause: detail }),
      doing: "Laying out the CV",
    });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  });
}
