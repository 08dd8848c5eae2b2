// Fedify's message queue over our job queue (pg-boss): what Fedify queues is stored with the other jobs, survives
// restarts, and is worked by whichever process runs workers.
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from "@fedify/fedify";
import { defineJob, type JobQueue } from "../jobs/job-queue.js";

/**
 * One Fedify task (a delivery, an inbound activity). No retries here: Fedify retries failed deliveries itself,
 * with its own backoff, by queueing them again (`nativeRetrial` is false).
 */
export const fedifyTaskJob = defineJob<{ message: unknown }>("federation.task", {
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
});

export function jobMessageQueue(jobs: JobQueue): MessageQueue {
  return {
    nativeRetrial: false,

    async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
      const delay = options?.delay?.total({ unit: "second" });
      await jobs.send(fedifyTaskJob, { message }, delay ? { startAfterSeconds: Math.ceil(delay) } : {});
    },

    listen(handler, options?: MessageQueueListenOptions): Promise<void> {
      jobs.work(fedifyTaskJob, async (job) => {
        await handler(job.data.message);
      });
      // Fedify waits on this until it stops listening; the job queue itself stops with the app.
      const signal = options?.signal;
      return new Promise((resolve) => {
        if (!signal || signal.aborted) return resolve();
        signal.addEventListener("abort", () => resolve(), { once: true });
      });
    },
  };
}
