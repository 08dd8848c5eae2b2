// E-mails a notification to a member who asked for that kind by e-mail, with a one-click unsubscribe link
// (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058) that works without signing in.
import type { NotificationKind, NotificationSetting } from "@scholarly/contract";
import type { AppContext } from "../app-context.js";
import { fullTextLinks } from "../full-text/full-text-links.js";
import { backgroundOrigin } from "../http/site-origin.js";
import type { NotificationRow } from "./notification-rows.js";
import { notificationStore } from "./notification-store.js";
import { presentNotification } from "./present-notification.js";
import { emailFooter, unsubscribeHeaders, unsubscribeLinks } from "./unsubscribe-links.js";

/** The kinds that may be e-mailed, and the setting that turns each on. */
const EMAILED: Partial<Record<NotificationKind, NotificationSetting>> = {
  follow: "email_on_follow",
  publication: "email_on_publication",
  full_text_request: "email_on_full_text_request",
  fediverse_reply: "email_on_fediverse_reply",
};

function subject(row: NotificationRow): string {
  const actor = row.actor_name ?? "Someone";
  switch (row.kind) {
    case "follow":
      return `${actor} started following you on Scholarly`;
    case "full_text_request":
      return `${actor} requested the full text of your work`;
    case "fediverse_reply":
      return "A reply from the fediverse awaits your approval on Scholarly";
    default:
      return `New on Scholarly from ${actor}`;
  }
}

export function notificationEmailer({ db, mailer, config }: Pick<AppContext, "db" | "mailer" | "config">) {
  const store = notificationStore(db);
  const unsubscribe = unsubscribeLinks(config);
  const links = fullTextLinks(config.jwtSecret);
  const origin = backgroundOrigin(config);

  return {
    /** Sends the notification's e-mail, unless it is gone or its member has turned that e-mail off since. */
    async send(notificationId: number): Promise<void> {
      const row = await store.byId(notificationId);
      const setting = row && EMAILED[row.kind];
      if (!row || !setting || !(await store.settingsOf(row.user_id))[setting]) return;
      const to = await store.emailOf(row.user_id);
      if (!to) return;
      const link = unsubscribe.link({ userId: row.user_id, setting });
      const { text } = presentNotification(row, links.link);
      await mailer.send({
        to,
        subject: subject(row),
        text: [text, `See it on Scholarly: ${origin}/notifications`, ...emailFooter(origin, link)].join("\n\n"),
        headers: unsubscribeHeaders(link),
      });
    },
  };
}
