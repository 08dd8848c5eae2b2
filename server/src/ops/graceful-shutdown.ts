// What SIGTERM (or Ctrl-C) does: stop accepting, let requests in flight finish until the deadline, cut off the
// rest (their uploads are removed), then close what the app used and exit 0.
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";

export interface Shutdown {
  app: FastifyInstance;
  /** How long requests in flight may take before they are cut off (SHUTDOWN_TIMEOUT_S). */
  timeoutMs: number;
  log: Logger;
  /** Closed in this order once the app has: e.g. the metrics server, the database, Redis. */
  release: (() => Promise<unknown>)[];
}

/** Beyond the deadline, the cut-off requests' clean-up and the closing itself get this long before exit 1. */
const STUCK_AFTER_DEADLINE_MS = 15_000;

export function shutDownOnSignals(shutdown: Shutdown): void {
  const { app, timeoutMs, log } = shutdown;
  let started = false;

  async function shutDown(signal: NodeJS.Signals) {
    if (started) return;
    started = true;
    log.info({ signal, timeoutSeconds: timeoutMs / 1000 }, "shutting down: finishing the requests in flight");
    const deadline = setTimeout(() => {
      log.warn("requests still running at the shutdown deadline are cut off");
      app.server.closeAllConnections();
    }, timeoutMs);
    setTimeout(() => {
      log.error("shutdown is stuck; exiting");
      process.exit(1);
    }, timeoutMs + STUCK_AFTER_DEADLINE_MS).unref();

    let exitCode = 0;
    try {
      // Stops accepting, answers what arrives on open connections with 503, waits for the rest, then runs the
      // app's onClose work (cut-off requests' clean-up, pending read counts, event subscriptions).
      await app.close();
    } catch (error) {
      log.error({ err: error }, "the app did not close cleanly");
      exitCode = 1;
    }
    clearTimeout(deadline);
    for (const release of shutdown.release) {
      await release().catch((error: unknown) => {
        log.error({ err: error }, "a resource did not close cleanly");
        exitCode = 1;
      });
    }
    log.info("shut down");
    process.exit(exitCode);
  }

  process.once("SIGTERM", shutDown);
  process.once("SIGINT", shutDown);
}
