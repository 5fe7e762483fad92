import '../notifications-strings';
import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { useNotifications } from '@/lib/api/get-notifications';
import { useReadNotifications } from '@/lib/api/read-notifications';
import { useBrand } from '@/lib/app-config';
import { NotificationItem } from '../components/notification-item';

/** Every role's notifications, newest first: unread ones marked, "Mark all as read", each opening its screen. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const query = useNotifications();
  const read = useReadNotifications();
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const title = t('pages.notifications');

  return (
    <div className="flex flex-col gap-5">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{t('notifications.unreadCount', { count: unreadCount })}</p>
        </div>
        {unreadCount > 0 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => read.mutate(undefined)}
            disabled={read.isPending}
          >
            <CheckCheck aria-hidden />
            {t('notifications.markAllRead')}
          </Button>
        ) : null}
      </header>
      <PagedList
        query={query}
        loadFailed={t('notifications.loadFailed')}
        empty={
          <EmptyState icon={Bell} title={t('notifications.empty')} body={t('notifications.emptyBody')} />
        }
        renderItem={(n) => <NotificationItem notification={n} onOpen={(id) => read.mutate([id])} />}
      />
    </div>
  );
}
