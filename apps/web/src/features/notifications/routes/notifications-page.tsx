import '../notifications-strings';
import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { useNotifications } from '@/lib/api/get-notifications';
import { useReadNotifications } from '@/lib/api/read-notifications';
import { NotificationItem } from '../components/notification-item';

/** Every role's notifications, newest first: unread ones marked, "Mark all as read", each opening its screen. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNotifications();
  const read = useReadNotifications();
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const title = t('pages.notifications');

  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={title}
        subtitle={t('notifications.unreadCount', { count: unreadCount })}
        actions={
          unreadCount > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => read.mutate(undefined)}
              disabled={read.isPending}
            >
              <CheckCheck aria-hidden />
              {t('notifications.markAllRead')}
            </Button>
          ) : null
        }
      />
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
