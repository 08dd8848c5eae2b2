// One-click unsubscribing from e-mailed notifications (RFC 8058): the link's GET shows what it stops and asks
// to confirm (a page for browsers, JSON otherwise); its POST, also a mail client's one-click, stops it.
import {
  NOTIFICATION_MESSAGES,
  type NotificationSetting,
  notificationEndpoints,
  type UnsubscribeAnswer,
} from "@scholarly/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { notFound } from "../http/http-error.js";
import { notificationStore } from "./notification-store.js";
import { unsubscribePage } from "./unsubscribe-page.js";
import { unsubscribeTokens } from "./unsubscribe-tokens.js";

const wantsPage = (request: FastifyRequest) => request.headers.accept?.includes("text/html") === true;

function answer(request: FastifyRequest, reply: FastifyReply, body: UnsubscribeAnswer, token: string) {
  if (!wantsPage(request)) return reply.type("application/json; charset=utf-8").send(body);
  return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(unsubscribePage(body, token));
}

export const unsubscribeRoutes: DomainRoutes = (route, { db, config }) => {
  const notifications = notificationStore(db);
  const tokens = unsubscribeTokens(config.jwtSecret);

  function readToken(token: string): { userId: number; setting: NotificationSetting } {
    const unsubscription = tokens.read(token);
    if (!unsubscription) throw notFound(NOTIFICATION_MESSAGES.invalidUnsubscribe);
    return unsubscription;
  }

  route(notificationEndpoints.unsubscribePage, async ({ request, reply, query }) => {
    const { userId, setting } = readToken(query.token);
    const subscribed = (await notifications.settingsOf(userId))[setting];
    const message = subscribed ? NOTIFICATION_MESSAGES.confirmUnsubscribe : NOTIFICATION_MESSAGES.unsubscribed;
    return answer(request, reply, { message, setting, subscribed }, query.token);
  });

  route(notificationEndpoints.unsubscribe, async ({ request, reply, query }) => {
    const { userId, setting } = readToken(query.token);
    await notifications.changeSettings(userId, { [setting]: false });
    return answer(
      request,
      reply,
      { message: NOTIFICATION_MESSAGES.unsubscribed, setting, subscribed: false },
      query.token,
    );
  });
};
