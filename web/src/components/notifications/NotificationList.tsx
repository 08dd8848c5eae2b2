// A list of notifications with its loading, empty and error states.
import type { NotificationPage } from "@scholarly/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Spinner } from "../spinner/Spinner";
import { NotificationItem } from "./NotificationItem";

export function NotificationList({
  query,
  onNavigate,
}: {
  query: UseQueryResult<NotificationPage>;
  onNavigate?: () => void;
}) {
  if (query.isError) return <p role="alert">Could not load your notifications. Please try again later.</p>;
  if (!query.data) return <Spinner label="Loading notifications" />;
  if (query.data.results.length === 0) return <p className="notification-list__empty">No notifications yet.</p>;
  return (
    <ul className="notification-list">
      {query.data.results.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
