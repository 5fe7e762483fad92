import type { AppNotification } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatClockTime, formatLongDate } from '@/lib/format';

interface NotificationItemProps {
  notification: AppNotification;
  /** Marks it read as it is opened. */
  onOpen: (id: string) => void;
}

/** One entry: unread ones stand out; the whole card links to the screen it is about. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = notification.readAt === null;
  const at = new Date(notification.createdAt);
  const content = (
    <>
      <span className="flex items-center gap-2">
        {unread ? <span aria-hidden className="size-2 shrink-0 rounded-full bg-primary" /> : null}
        <span className={cn('font-semibold', !unread && 'font-medium')}>{notification.title}</span>
        {unread ? <span className="sr-only">{t('notifications.unread')}</span> : null}
      </span>
      <span className="text-muted-foreground text-sm">{notification.body}</span>
      <span className="text-muted-foreground text-xs tabular">
        {t('notifications.when', { date: formatLongDate(at), time: formatClockTime(at) })}
      </span>
    </>
  );
  return (
    <Card className={cn('p-0', unread && 'border-primary/40')}>
      {notification.link ? (
        <Link
          to={notification.link}
          onClick={() => unread && onOpen(notification.id)}
          className="flex flex-col gap-1 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {content}
        </Link>
      ) : (
        <div className="flex flex-col gap-1 p-4">{content}</div>
      )}
    </Card>
  );
}
