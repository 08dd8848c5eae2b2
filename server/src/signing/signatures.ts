// HMAC signatures for links the server hands out (private media, sent full texts, unsubscribing). Each use
// signs with its own key derived from JWT_SECRET, so a signature made for one use is worthless for another.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface Signer {
  /** A 43-character base64url HMAC-SHA256 over the parts. */
  sign(...parts: (string | number)[]): string;
  /** Whether `signature` is the one `sign` makes for these parts, compared in constant time. */
  verify(signature: string, ...parts: (string | number)[]): boolean;
}

export function signerFor(secret: string, purpose: string): Signer {
  const key = createHmac("sha256", secret).update(`scholarly:${purpose}`).digest();
  const sign = (...parts: (string | number)[]) =>
    createHmac("sha256", key).update(parts.map(String).join("\n")).digest("base64url");
  return {
    sign,
    verify(signature, ...parts) {
      const expected = Buffer.from(sign(...parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Seconds since the epoch, the unit of every `expires` in a signed link. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);
