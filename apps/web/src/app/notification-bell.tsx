import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadNotificationsCount } from '@/lib/api/get-notifications';

/** The header's bell: opens the notifications screen; its badge is the unread count (live). */
export function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadNotificationsCount().data ?? 0;
  const label = count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications');
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="relative flex size-11 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2"
    >
      <Bell aria-hidden className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[0.6875rem] text-white leading-5 tabular"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
