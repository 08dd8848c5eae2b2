// Lets app.close() drain: answers given while closing end their connection, and the handlers still running
// (an upload cut off mid-way removing its partial file, say) can be waited for before the database closes.
import type { FastifyInstance } from "fastify";

export interface RunningHandlers {
  count(): number;
  /** Resolves true once no handler runs, or false when some still do after `withinMs`. */
  settled(withinMs: number): Promise<boolean>;
}

export function drainOnClose(app: FastifyInstance): RunningHandlers {
  let running = 0;
  let onIdle: (() => void)[] = [];
  const finished = () => {
    running--;
    if (running > 0) return;
    for (const resolve of onIdle) resolve();
    onIdle = [];
  };

  // Counted from the promise a handler returns: it settles after the handler's own clean-up, even when the
  // client is long gone. Handlers that answer synchronously are left exactly as they are.
  app.addHook("onRoute", (route) => {
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      const answer: unknown = handler.call(this, request, reply);
      if (answer instanceof Promise) {
        running++;
        answer.then(finished, finished);
      }
      return answer;
    } as typeof handler;
  });

  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Without this a keep-alive connection would hold the server open until it times out (72 s).
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("Connection", "close");
  });

  return {
    count: () => running,
    async settled(withinMs) {
      if (running === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      const idle = new Promise<boolean>((resolve) => onIdle.push(() => resolve(true)));
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), withinMs);
      });
      const result = await Promise.race([idle, late]);
      clearTimeout(timer);
      return result;
    },
  };
}
