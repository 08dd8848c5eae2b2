// Test helpers for notifications: wait until the background jobs have made one, and read a member's list.
import type { Notification, NotificationKind } from "@scholarly/contract";
import type { TestApp } from "./test-app.js";
import { waitFor } from "./wait-for.js";

export async function notificationsOf(t: TestApp, headers: Record<string, string>): Promise<Notification[]> {
  const response = await t.app.inject({ method: "GET", url: "/user/notifications/?limit=50", headers });
  if (response.statusCode !== 200) throw new Error(`listing notifications failed: ${response.body}`);
  return response.json().results;
}

/** Waits for the member's newest notification of this kind, about this post when one is named (made by a job). */
export function notificationArrives(
  t: TestApp,
  headers: Record<string, string>,
  kind: NotificationKind,
  postId?: number,
): Promise<Notification> {
  return waitFor(`a ${kind} notification`, async () =>
    (await notificationsOf(t, headers)).find(
      (notification) => notification.kind === kind && (postId === undefined || notification.post?.id === postId),
    ),
  );
}
