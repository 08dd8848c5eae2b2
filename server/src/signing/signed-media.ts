// Short-lived signed URLs for private documents: /media/{key}?expires=…&signature=…, valid 15 minutes.
import { mediaUrl } from "../storage/media-url.js";
import { nowInSeconds, signerFor } from "./signatures.js";

export const SIGNED_MEDIA_SECONDS = 15 * 60;

export interface MediaSigner {
  /** A URL of the stored file that works for the next 15 minutes, for whoever holds it. */
  url(key: string): string;
  /** Whether the query carries an unexpired signature of this key. */
  verify(key: string, query: { expires?: unknown; signature?: unknown }): boolean;
}

export function mediaSigner(secret: string): MediaSigner {
  const signer = signerFor(secret, "media");
  return {
    url(key) {
      const expires = nowInSeconds() + SIGNED_MEDIA_SECONDS;
      return `${mediaUrl(key)}?expires=${expires}&signature=${signer.sign(key, expires)}`;
    },
    verify(key, { expires, signature }) {
      if (typeof expires !== "string" || !/^\d{1,12}$/.test(expires) || typeof signature !== "string") return false;
      return Number(expires) >= nowInSeconds() && signer.verify(signature, key, expires);
    },
  };
}
