// The order in which requests arrived, carried with their code (AsyncLocalStorage), so that the embedded database
// serves the statements of earlier requests first. PGlite runs one statement at a time; handed out statement by
// statement as they came, a search (four or five statements) queued again behind every newer request at each of
// its statements, and under 50 concurrent searchers some waited past ten seconds.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

const arrivals = new AsyncLocalStorage<number>();
let arrived = 0;
const nextArrival = () => ++arrived;

/** Runs `work` as a new arrival: the statements it sends are served after those of earlier arrivals. */
export function asArrival<T>(work: () => T): T {
  return arrivals.run(nextArrival(), work);
}

/** The arrival the running code belongs to; code outside any (a job, a start-up step) arrives now. */
export function currentArrival(): number {
  return arrivals.getStore() ?? nextArrival();
}

/** Each request is one arrival, from its first hook to its answer. */
export function numberArrivals(app: FastifyInstance): void {
  const arrivalOf = new WeakMap<FastifyRequest, number>();
  app.addHook("onRequest", (request, _reply, done) =>
    asArrival(() => {
      arrivalOf.set(request, currentArrival());
      done();
    }),
  );
  // Reading a body can leave the request's context behind, so the handler enters it again.
  app.addHook("preHandler", (request, _reply, done) => {
    const arrival = arrivalOf.get(request);
    if (arrival === undefined) done();
    else arrivals.run(arrival, done);
  });
}
