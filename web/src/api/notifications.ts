// The member's notifications: the unread count (polled, and on window focus), pages of them, marking them read,
// and which of them are e-mailed.
import { type NotificationSettings, type NotificationSettingsChange, notificationEndpoints } from "@scholarly/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "./client";
import { invalidate, queryKeys } from "./query-keys";

/** How often the bell asks for the unread count; also whenever the window regains focus. */
export const UNREAD_POLL_MS = 45_000;

/** The unread count; when it changes, the lists on screen are fetched again, so new notifications show without a reload. */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.unreadNotifications(),
    queryFn: async () => {
      const before = queryClient.getQueryData<number>(queryKeys.unreadNotifications());
      const { unread } = await callEndpoint(notificationEndpoints.unreadCount);
      if (before !== undefined && before !== unread) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPages() });
      }
      return unread;
    },
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: "always",
  });
}

/** A page of notifications; fetched again when the unread count says something new has come. */
export function useNotifications(page: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.notificationPage(page, limit),
    queryFn: () => callEndpoint(notificationEndpoints.list, { query: { page, limit } }),
    enabled,
  });
}

export type ReadSelection = { ids: number[] } | { all: true };

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: ReadSelection) => callEndpoint(notificationEndpoints.markRead, { body: which }),
    onSettled: () => invalidate(queryClient, [queryKeys.notifications()]),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.notificationSettings(),
    queryFn: async () => (await callEndpoint(notificationEndpoints.settings)).data,
  });
}

/** Changes one or more settings; the answer is the settings as stored. */
export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: NotificationSettingsChange): Promise<NotificationSettings> =>
      (await callEndpoint(notificationEndpoints.updateSettings, { body: change })).data,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.notificationSettings(), settings),
  });
}
