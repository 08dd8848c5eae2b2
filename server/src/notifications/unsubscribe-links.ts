// The unsubscribe link every e-mail carries, in its text and in its one-click headers (RFC 8058), so a member
// stops it without signing in.
import { notificationEndpoints } from "@scholarly/contract";
import type { Config } from "../config.js";
import { backgroundOrigin } from "../http/site-origin.js";
import { type Unsubscription, unsubscribeTokens } from "./unsubscribe-tokens.js";

export function unsubscribeLinks(config: Pick<Config, "jwtSecret" | "publicUrl" | "port">) {
  const tokens = unsubscribeTokens(config.jwtSecret);
  const origin = backgroundOrigin(config);
  return {
    link(unsubscription: Unsubscription): string {
      return `${origin}${notificationEndpoints.unsubscribe.path}?token=${tokens.token(unsubscription)}`;
    },
  };
}

export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The closing lines of every e-mail: how to stop this one, and where to choose the others. */
export function emailFooter(origin: string, link: string): string[] {
  return [`To stop these e-mails, open this link: ${link}`, `Choose which e-mails you get: ${origin}/settings`];
}
