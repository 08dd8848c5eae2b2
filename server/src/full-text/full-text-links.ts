// The link a requester gets when the authors send the full text: signed over the request, the requester and
// the expiry, valid 7 days, and honoured only with the requester's own bearer token.
import { fullTextEndpoints } from "@scholarly/contract";
import { nowInSeconds, signerFor } from "../signing/signatures.js";

export const FULL_TEXT_LINK_DAYS = 7;

export interface SentRequest {
  id: number;
  requester_user_id: number;
  link_expires_at: Date;
}

export function fullTextLinks(secret: string) {
  const signer = signerFor(secret, "full-text");
  return {
    link(request: SentRequest): string {
      const expires = Math.floor(request.link_expires_at.getTime() / 1000);
      const signature = signer.sign(request.id, request.requester_user_id, expires);
      return `${fullTextEndpoints.file.path}?id=${request.id}&expires=${expires}&signature=${signature}`;
    },
    /** Whether the link was made for this request and this user, and has not expired. */
    verify(query: { id: number; expires: number; signature: string }, userId: number): boolean {
      return query.expires >= nowInSeconds() && signer.verify(query.signature, query.id, userId, query.expires);
    },
  };
}

/** When a link sent now stops working. */
export const linkExpiry = () => new Date(Date.now() + FULL_TEXT_LINK_DAYS * 24 * 60 * 60 * 1000);
