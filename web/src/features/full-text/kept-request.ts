// A full-text request a visitor wrote before signing in, kept in this tab (sessionStorage) while they sign in or
// sign up, so the post can show it again, ready to send.
const keyOf = (publicationId: number) => `full-text-request:${publicationId}`;

export function keepRequestMessage(publicationId: number, message: string): void {
  sessionStorage.setItem(keyOf(publicationId), message);
}

/** The kept message (possibly empty: the message is optional), or null when none is waiting. */
export function keptRequestMessage(publicationId: number): string | null {
  return sessionStorage.getItem(keyOf(publicationId));
}

export function forgetRequestMessage(publicationId: number): void {
  sessionStorage.removeItem(keyOf(publicationId));
}
