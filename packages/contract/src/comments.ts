// Replies from the fediverse to a work, kept as comments that its authors approve or reject before others see them.
import { z } from "zod";
import { listLimit, listPage, pageOf, recordId } from "./common.js";
import { postQuery } from "./feed.js";

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const COMMENT_ACTIONS = ["approve", "reject"] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

export const COMMENT_MESSAGES = {
  badAction: "action must be approve or reject.",
  notFound: "Comment not found.",
  notAnAuthor: "Only an author of the work can moderate its comments.",
} as const;

export const COMMENTS_PAGE_SIZE = 20;
export const MAX_COMMENTS_LIMIT = 50;

/** GET /user/publication/comments/?id=&type= : the work (as for its detail) and a page, oldest first. */
export const commentsQuery = postQuery.extend({
  page: listPage,
  limit: listLimit(COMMENTS_PAGE_SIZE, MAX_COMMENTS_LIMIT),
});
export type CommentsQuery = z.input<typeof commentsQuery>;

/** The remote actor who wrote it, as they were when the reply arrived; `handle` is `user@host`. */
export const commentAuthor = z.object({
  name: z.string(),
  handle: z.string(),
  url: z.string(),
  avatar: z.string().nullable(),
});

export const comment = z.object({
  id: z.number().int(),
  author: commentAuthor,
  /** Sanitized on arrival: only p, br, span, strong, em and a with an http(s) href. */
  content_html: z.string(),
  created_at: z.string(),
  status: z.enum(COMMENT_STATUSES),
});
export type Comment = z.infer<typeof comment>;

export const commentPage = pageOf(comment);
export type CommentPage = z.infer<typeof commentPage>;

export const moderateCommentBody = z.object({
  id: recordId,
  action: z.enum(COMMENT_ACTIONS, { error: COMMENT_MESSAGES.badAction }),
});
export type ModerateCommentBody = z.infer<typeof moderateCommentBody>;
