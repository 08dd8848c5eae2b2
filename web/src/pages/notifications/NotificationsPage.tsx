// Every notification of the member (/notifications), a page at a time, newest first, and the works naming them as
// an author.
import { useState } from "react";
import { useMarkRead, useNotifications } from "../../api/notifications";
import { NotificationList } from "../../components/notifications/NotificationList";
import { Pagination } from "../../components/pagination/Pagination";
import { toast } from "../../components/toasts/toasts";
import { AuthorshipList } from "../../features/authorships/AuthorshipList";
import "../../components/notifications/notifications.css";
import "../../components/public-layout/form.css";
import "./notifications-page.css";

const PAGE_SIZE = 20;

export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const notifications = useNotifications(page, PAGE_SIZE);
  const markRead = useMarkRead();
  const unread = notifications.data?.unread ?? 0;

  return (
    <section className="notifications-page">
      <header className="notifications-page__header">
        <h1>Notifications</h1>
        <button
          type="button"
          className="button button--secondary"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true }, { onError: (error) => toast.error(error.message) })}
        >
          Mark all as read
        </button>
      </header>
      <NotificationList query={notifications} />
      <Pagination
        page={page}
        count={notifications.data?.count ?? 0}
        pageSize={PAGE_SIZE}
        onChange={setPage}
        label="Notification pages"
      />
      <AuthorshipList />
    </section>
  );
}
