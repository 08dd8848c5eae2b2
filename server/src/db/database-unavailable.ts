// Tells a database that cannot be reached (server down, connection cut, restarting) from a failing query, so the
// request is answered 503 "try again" rather than 500, while the pool reconnects by itself.

/** SQLSTATE classes and codes that mean "no usable connection", not "this query is wrong". */
const UNAVAILABLE_STATES = [/^08/, /^57P0[123]$/, /^53300$/];
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/** What node-postgres and its pool say when a connection ends or cannot be made (they carry no code). */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

export const DATABASE_UNAVAILABLE = "The database cannot be reached right now. Please try again in a moment.";

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.some((state) => state.test(code)))) {
      return true;
    }
    if (CONNECTION_MESSAGES.some((message) => message.test(cause.message))) return true;
    // A refused connection to every address of a host arrives as an AggregateError of ECONNREFUSEDs.
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
