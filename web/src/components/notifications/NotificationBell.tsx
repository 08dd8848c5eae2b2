// The bell in the navigation bar: the unread count, and a panel with the latest ten notifications.
import { useEffect } from "react";
import { Link } from "react-router";
import { useMarkRead, useNotifications, useUnreadCount } from "../../api/notifications";
import { usePopup } from "../popup/use-popup";
import { NotificationList } from "./NotificationList";
import "./notifications.css";
import "../public-layout/form.css";

const LATEST = 10;

function bellLabel(unread: number): string {
  if (unread === 0) return "Notifications";
  return `Notifications, ${unread} unread`;
}

export function NotificationBell() {
  const { open, close, container, panelId, triggerProps } = usePopup();
  const unread = useUnreadCount().data ?? 0;
  const latest = useNotifications(1, LATEST, open);
  const markRead = useMarkRead();
  const { mutate: markShownRead } = markRead;

  // What the member has seen in the open panel counts as read.
  const shownUnread = latest.data?.results.filter((item) => !item.read).map((item) => item.id) ?? [];
  const shownKey = shownUnread.join(",");
  useEffect(() => {
    if (open && shownKey) markShownRead({ ids: shownKey.split(",").map(Number) });
  }, [open, shownKey, markShownRead]);

  return (
    <div className="notification-bell" ref={container}>
      <button {...triggerProps} className="notification-bell__trigger" aria-label={bellLabel(unread)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__count" data-testid="unread-count">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notification-bell__panel" aria-label="Latest notifications">
          <NotificationList query={latest} onNavigate={close} />
          <Link className="notification-bell__all" to="/notifications" onClick={close}>
            See all notifications
          </Link>
        </section>
      )}
    </div>
  );
}
