// The child's side of run-limited-process.ts: takes the one task the parent sends, answers it, and lets go.
import type { LimitedAnswer } from "./run-limited-process.js";

export function serveLimitedTask<Task, Answer>(perform: (task: Task) => Promise<Answer>): void {
  // The parent gone (or done with this child), nobody waits for the work: stop at once instead of finishing it.
  process.once("disconnect", () => process.exit(0));
  process.once("message", (task: Task) => {
    perform(task)
      .then(
        (answer): LimitedAnswer<Answer> => ({ answer }),
        (error: unknown): LimitedAnswer<Answer> => ({
          error: !(error instanceof Error)
            ? String(error)
            : error.name === "Error"
              ? error.message
              : `${error.name}: ${error.message}`,
        }),
      )
      // Disconnecting lets the process end once its answer is on its way; the parent kills it in any case.
      .then((message) => process.send?.(message, () => process.disconnect()));
  });
}
