// The member's notifications: a page of them, marking them read, the unread count and the e-mail settings.
import { notificationEndpoints } from "@scholarly/contract";
import { fullTextLinks } from "../full-text/full-text-links.js";
import type { DomainRoutes } from "../http/endpoint-routes.js";
import { pagedAnswer } from "../http/paged-answer.js";
import { notificationStore } from "./notification-store.js";
import { presentNotification } from "./present-notification.js";

export const notificationRoutes: DomainRoutes = (route, { db, config }) => {
  const notifications = notificationStore(db);
  const links = fullTextLinks(config.jwtSecret);

  route(notificationEndpoints.list, async ({ user, query }) => {
    const { page, limit } = query;
    const [rows, { count, unread }] = await Promise.all([
      notifications.page(user.id, { offset: (page - 1) * limit, limit }),
      notifications.counts(user.id),
    ]);
    const results = rows.map((row) => presentNotification(row, links.link));
    return { ...pagedAnswer(notificationEndpoints.list.path, query, { page, limit, count }, results), unread };
  });

  route(notificationEndpoints.markRead, async ({ user, body }) => {
    await notifications.markRead(user.id, body.all ? "all" : (body.ids ?? []));
    return { unread: await notifications.unreadCount(user.id) };
  });

  route(notificationEndpoints.unreadCount, async ({ user }) => ({
    unread: await notifications.unreadCount(user.id),
  }));

  route(notificationEndpoints.settings, async ({ user }) => ({ data: await notifications.settingsOf(user.id) }));

  route(notificationEndpoints.updateSettings, async ({ user, body }) => ({
    data: await notifications.changeSettings(user.id, body),
  }));
};
