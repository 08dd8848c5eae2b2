// The small page an unsubscribe link opens in a browser: what it stops, and a button to confirm.
import type { NotificationSetting, UnsubscribeAnswer } from "@scholarly/contract";
import { notificationEndpoints } from "@scholarly/contract";

const WHAT_STOPS: Record<NotificationSetting, string> = {
  email_on_follow: "e-mails when someone follows you",
  email_on_publication: "e-mails when someone you follow publishes",
  email_on_full_text_request: "e-mails when someone requests the full text of your work",
  email_on_fediverse_reply: "e-mails when a reply from the fediverse awaits your approval",
  weekly_digest: "the weekly digest",
};

export function unsubscribePage(answer: UnsubscribeAnswer, token: string): string {
  const action = `${notificationEndpoints.unsubscribe.path}?token=${encodeURIComponent(token)}`;
  const body = answer.subscribed
    ? `<p>Stop ${WHAT_STOPS[answer.setting]}?</p>
    <form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`
    : `<p>${answer.message}</p><p>You will no longer receive ${WHAT_STOPS[answer.setting]}.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Unsubscribe · Scholarly</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style>
  </head>
  <body>
    <h1>Scholarly e-mails</h1>
    ${body}
    <p><a href="/settings">Choose which e-mails you get</a></p>
  </body>
</html>`;
}
