// Notifications: the list, marking read, the unread count, e-mail settings and unsubscribing by link.
import { z } from "zod";
import { failures } from "../common.js";
import { endpoint } from "../endpoint.js";
import {
  markNotificationsRead,
  notificationPage,
  notificationSettingsAnswer,
  notificationSettingsChange,
  notificationsQuery,
  unreadCount,
  unsubscribeAnswer,
  unsubscribeQuery,
} from "../notifications.js";

const tag = "notifications";
const SETTINGS_PATH = "/user/notifications/settings/";
const UNSUBSCRIBE_PATH = "/user/notifications/unsubscribe/";

export const notificationEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/user/notifications/",
    auth: "bearer",
    tag,
    summary: "A page of the member's notifications, newest first, with the unread count",
    query: notificationsQuery,
    responses: { 200: notificationPage, ...failures(400, 401, 403) },
  }),
  markRead: endpoint({
    method: "POST",
    path: "/user/notifications/read/",
    auth: "bearer",
    tag,
    summary: "Mark notifications read: some by id, or all; answers the unread count left",
    body: markNotificationsRead,
    responses: { 200: unreadCount, ...failures(400, 401, 403) },
  }),
  unreadCount: endpoint({
    method: "GET",
    path: "/user/notifications/unread-count/",
    auth: "bearer",
    tag,
    summary: "How many of the member's notifications are unread",
    responses: { 200: unreadCount, ...failures(401, 403) },
  }),
  settings: endpoint({
    method: "GET",
    path: SETTINGS_PATH,
    auth: "bearer",
    tag,
    summary: "Which notifications are e-mailed to the member",
    responses: { 200: notificationSettingsAnswer, ...failures(401, 403) },
  }),
  updateSettings: endpoint({
    method: "PATCH",
    path: SETTINGS_PATH,
    auth: "bearer",
    tag,
    summary: "Change which notifications are e-mailed; settings left out stay as they are",
    body: notificationSettingsChange,
    responses: { 200: notificationSettingsAnswer, ...failures(400, 401, 403) },
  }),
  unsubscribePage: endpoint({
    method: "GET",
    path: UNSUBSCRIBE_PATH,
    auth: "anonymous",
    tag,
    summary: "What an e-mailed unsubscribe link stops: a confirmation page (text/html) or JSON",
    query: unsubscribeQuery,
    produces: ["application/json", "text/html"],
    responses: { 200: z.union([unsubscribeAnswer, z.string()]), ...failures(400, 404) },
  }),
  unsubscribe: endpoint({
    method: "POST",
    path: UNSUBSCRIBE_PATH,
    auth: "anonymous",
    tag,
    summary: "Stop the e-mails an unsubscribe link names, without signing in (RFC 8058 one-click)",
    query: unsubscribeQuery,
    produces: ["application/json", "text/html"],
    responses: { 200: z.union([unsubscribeAnswer, z.string()]), ...failures(400, 404) },
  }),
};
