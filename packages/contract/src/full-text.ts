// Asking the authors of a private publication for its full text, and their answer.
import { z } from "zod";
import { listPage, pageOf, recordId } from "./common.js";
import { FULL_TEXT_REQUEST_STATUSES, memberSummary } from "./notifications.js";

export const requestFullTextBody = z.object({
  id: recordId,
  message: z.string().trim().max(1000, "The message is too long (at most 1000 characters).").optional(),
});
export type RequestFullTextBody = z.input<typeof requestFullTextBody>;

export const fullTextRequest = z.object({
  id: z.number().int(),
  post: z.object({ id: z.number().int(), title: z.string() }),
  requester: memberSummary,
  message: z.string(),
  created_at: z.string(),
  status: z.enum(FULL_TEXT_REQUEST_STATUSES),
});
export type FullTextRequest = z.infer<typeof fullTextRequest>;

export const fullTextRequestPage = pageOf(fullTextRequest);
export type FullTextRequestPage = z.infer<typeof fullTextRequestPage>;

export const FULL_TEXT_REQUESTS_PAGE_SIZE = 20;

export const fullTextRequestsQuery = z.object({ page: listPage });

export const FULL_TEXT_DECISIONS = ["send", "decline"] as const;
export const answerFullTextBody = z.object({
  id: recordId,
  decision: z.enum(FULL_TEXT_DECISIONS, { error: "decision must be send or decline." }),
});
export type AnswerFullTextBody = z.input<typeof answerFullTextBody>;

/** The query of a sent full text's link: the request, when the link expires, and the server's signature. */
export const fullTextFileQuery = z.object({
  id: recordId,
  expires: z.coerce.number({ error: "This link is not valid." }).int("This link is not valid."),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This link is not valid."),
});

export const FULL_TEXT_MESSAGES = {
  requested: "Your request has been sent to the authors.",
  alreadyRequested: "You have already requested the full text of this publication; the authors have not answered yet.",
  notPrivate: "The full text of this publication is already public.",
  ownPublication: "This is your own publication.",
  sent: "The full text has been sent.",
  declined: "The request has been declined.",
  alreadyAnswered: "This request has already been answered.",
  requestNotFound: "Request not found.",
  linkInvalid: "This link is not valid or has expired.",
  revoked: "The link has been revoked.",
  notSent: "Only a sent full text can be revoked.",
  noFullText: "Add the full text to this publication before sending it.",
} as const;
