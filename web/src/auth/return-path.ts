// Where signing in returns to: the signed-in page the visitor was sent away from (RequireAuth passes it as `from`).

/** Only a path inside this app: never another site ("//host", "https://…") and never the login page itself. */
export function returnPath(state: unknown): string | null {
  if (!state || typeof state !== "object" || !("from" in state) || typeof state.from !== "string") return null;
  const from = state.from;
  if (!from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\") || from === "/") return null;
  return from;
}

/** The navigation state that carries a return path on through sign-up's steps (code, profile), or none. */
export function carryReturnPath(from: string | null): { from: string } | undefined {
  return from ? { from } : undefined;
}
