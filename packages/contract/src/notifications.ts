// In-app notifications, their e-mail settings and one-click unsubscribing.
import { z } from "zod";
import { AUTHORSHIP_STATUSES } from "./authorship.js";
import { listLimit, listPage, pageOf, recordId } from "./common.js";
import { postType } from "./feed.js";

export const NOTIFICATION_KINDS = [
  "follow",
  "publication",
  "coauthor",
  "full_text_request",
  "full_text_answer",
  "milestone",
  "fediverse_reply",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** `revoked`: sent, then the owner withdrew the link. */
export const FULL_TEXT_REQUEST_STATUSES = ["open", "sent", "declined", "revoked"] as const;
export type FullTextRequestStatus = (typeof FULL_TEXT_REQUEST_STATUSES)[number];

/** A member as a notification or a request names them; `id` is the profile id. */
export const memberSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_picture: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read: z.boolean(),
  actor: memberSummary.nullable(),
  post: z.object({ id: z.number().int(), type: postType, title: z.string() }).nullable(),
  text: z.string(),
  /** Full-text requests and answers: the request. */
  request_id: z.number().int().optional(),
  /** Full-text requests and answers: where the request stands now. */
  request_status: z.enum(FULL_TEXT_REQUEST_STATUSES).optional(),
  /** Co-author notifications while the work still names the member: whether they have confirmed it. */
  authorship_status: z.enum(AUTHORSHIP_STATUSES).optional(),
  /** A sent full text: the requester's own download link, valid 7 days, used with their bearer token. */
  link: z.string().optional(),
});
export type Notification = z.infer<typeof notification>;

export const notificationPage = pageOf(notification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_NOTIFICATIONS_LIMIT = 50;

export const notificationsQuery = z.object({
  page: listPage,
  limit: listLimit(NOTIFICATIONS_PAGE_SIZE, MAX_NOTIFICATIONS_LIMIT),
});

const READ_BODY_MESSAGE = "Send ids (a list of notification ids) or all: true.";
export const markNotificationsRead = z
  .object({
    ids: z.array(recordId).max(100, "At most 100 ids at a time.").optional(),
    all: z.literal(true, { error: READ_BODY_MESSAGE }).optional(),
  })
  .refine((body) => body.all === true || (body.ids !== undefined && body.ids.length > 0), READ_BODY_MESSAGE);
export type MarkNotificationsRead = z.input<typeof markNotificationsRead>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

/** Which notifications are also e-mailed; only full-text requests and fediverse replies are, unless the member says otherwise. */
export const notificationSettings = z.object({
  email_on_follow: z.boolean(),
  email_on_publication: z.boolean(),
  email_on_full_text_request: z.boolean(),
  email_on_fediverse_reply: z.boolean(),
  weekly_digest: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export type NotificationSetting = keyof NotificationSettings;
export const NOTIFICATION_SETTINGS = [
  "email_on_follow",
  "email_on_publication",
  "email_on_full_text_request",
  "email_on_fediverse_reply",
  "weekly_digest",
] as const satisfies readonly NotificationSetting[];

export const notificationSettingsAnswer = z.object({ data: notificationSettings });
export const notificationSettingsChange = notificationSettings.partial().strict();
export type NotificationSettingsChange = z.input<typeof notificationSettingsChange>;

/** The token of an unsubscribe link: it names the member and the setting, signed by the server. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: "This unsubscribe link is not valid." }).max(200, "This unsubscribe link is not valid."),
});

export const unsubscribeAnswer = z.object({
  message: z.string(),
  setting: z.enum(NOTIFICATION_SETTINGS),
  /** Whether the e-mails are still sent: true before the member confirms, false after. */
  subscribed: z.boolean(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

export const NOTIFICATION_MESSAGES = {
  invalidUnsubscribe: "This unsubscribe link is not valid.",
  unsubscribed: "You will no longer receive these e-mails.",
  confirmUnsubscribe: "Confirm to stop receiving these e-mails.",
} as const;
