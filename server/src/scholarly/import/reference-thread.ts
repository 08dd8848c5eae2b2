// Reads pasted CSL-JSON, BibTeX or RIS (read-references.ts) on a thread of its own with a time and memory limit, so a
// hostile paste can neither stall the requests of others nor take the server's memory. Each thread reads one
// paste and ends; after a paste the next one is started and waits with citation-js loaded, so the next import
// need not wait for it to load.
import { pathToFileURL } from "node:url";
import type { Worker } from "node:worker_threads";
import { badRequest } from "../../http/http-error.js";
import { runOnThread, startThread } from "../../workers/limited-thread.js";
import type { ReferenceReading } from "./reference-reading.js";

/** Enough for 500 entries on a busy machine; a macro bomb or a pathological paste is cut off here. */
const THREAD_LIMITS = { timeoutMs: 5_000, memoryMb: 96 };

// Plain JavaScript evaluated as the thread's script: it loads read-references.ts through tsx, as the server
// itself is run, says when it is ready, and reads the one paste it is then sent.
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.tsx)
  .then(({ tsImport }) => tsImport(workerData.module, workerData.parent))
  .then(({ readReferences }) => {
    parentPort.once("message", (bytes) =>
      readReferences(new TextDecoder().decode(bytes))
        .then((reading) => parentPort.postMessage(reading))
        .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) })),
    );
    parentPort.postMessage("ready");
  });`;

const THREAD_DATA = {
  tsx: import.meta.resolve("tsx/esm/api"),
  module: new URL("./read-references.ts", import.meta.url).href,
  parent: pathToFileURL(import.meta.filename).href,
};

const UNREADABLE = `The pasted text could not be read within ${THREAD_LIMITS.timeoutMs / 1000} s and ${THREAD_LIMITS.memoryMb} MB; import fewer entries at a time.`;

interface ReaderThread {
  thread: Worker;
  /** Settles once citation-js is loaded, so the time limit counts only the reading. */
  ready: Promise<void>;
}

function startReaderThread(): ReaderThread {
  const thread = startThread(THREAD_SOURCE, THREAD_DATA, THREAD_LIMITS.memoryMb);
  const ready = new Promise<void>((resolve, reject) => {
    thread.once("message", () => resolve());
    thread.once("error", reject);
    thread.once("exit", (code) => reject(new Error(`The reference reader stopped while loading (exit ${code}).`)));
  });
  // A thread that fails while it waits is reported by the paste it was meant for.
  ready.catch(() => {});
  return { thread, ready };
}

export interface ReferenceReader {
  read(text: string): Promise<ReferenceReading>;
  close(): Promise<void>;
}

export function referenceReader(): ReferenceReader {
  let waiting: ReaderThread | undefined;
  return {
    async read(text) {
      const { thread, ready } = waiting ?? startReaderThread();
      waiting = undefined;
      try {
        await ready;
        return await runOnThread<ReferenceReading>({
          thread,
          input: new TextEncoder().encode(text),
          timeoutMs: THREAD_LIMITS.timeoutMs,
          failure: () => badRequest(UNREADABLE),
          names: { doing: "Reading", thread: "reader" },
        });
      } finally {
        // The next thread loads once this paste is read, not while it is: the two would compete for the CPU.
        waiting ??= startReaderThread();
      }
    },
    async close() {
      const thread = waiting?.thread;
      waiting = undefined;
      await thread?.terminate();
    },
  };
}
