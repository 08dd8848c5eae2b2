// Resumption tokens: where a list stopped (the last publication id sent), how far into it the harvester
// is, how long it is, and the selection it was asked with. Ids never change, so a token stays valid while
// records are added, changed or deleted; it carries no secret and needs no server state.
import { MAX_RECORD_ID } from "@scholarly/contract";
import { z } from "zod";
import { OaiError } from "./oai-errors.js";

const position = z.object({
  metadataPrefix: z.string(),
  from: z.string().optional(),
  until: z.string().optional(),
  set: z.string().optional(),
  // Ids beyond what an integer column holds would reach the database as an error, not as "no more records".
  afterId: z.number().int().nonnegative().max(MAX_RECORD_ID),
  cursor: z.number().int().nonnegative(),
  completeListSize: z.number().int().nonnegative(),
});
export type ListPosition = z.infer<typeof position>;

export const encodeToken = (list: ListPosition) => Buffer.from(JSON.stringify(list)).toString("base64url");

export const badResumptionToken = () =>
  new OaiError("badResumptionToken", "The resumptionToken is invalid or has expired.");

export function decodeToken(token: string): ListPosition {
  try {
    return position.parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
  } catch {
    throw badResumptionToken();
  }
}
