import '../conversations-strings';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PagedList } from '@/components/paged-list';
import { useAuth } from '@/lib/auth';
import { useConversations } from '../api/list-conversations';
import { ConversationItem } from '../components/conversation-item';

/**
 * The inbox of customers and cleaners: every conversation they take part in, newest message first. Opening a
 * booking's opens its booking's detail, where the conversation is (`?booking=<id>`); a pre-booking one opens
 * its own page (`/messages/<id>`).
 */
export function ConversationsPage() {
  const { t } = useTranslation();
  const { role } = useAuth();
  const query = useConversations();
  const title = t('pages.messages');
  const cleaner = role === 'cleaner';
  const bookingsPath = cleaner ? '/provider/jobs' : '/customer/bookings';
  const fallbackName = t(cleaner ? 'roles.customer' : 'roles.cleaner');

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <PageHeader title={title} subtitle={t('conversations.lead')} />
      <PagedList
        query={query}
        loadFailed={t('conversations.loadFailed')}
        empty={
          <EmptyState
            icon={MessageSquare}
            title={t('conversations.empty')}
            body={t('conversations.emptyBody')}
          />
        }
        renderItem={(c) => (
          <ConversationItem
            conversation={c}
            to={
              c.kind === 'enquiry'
                ? `/messages/${encodeURIComponent(c.id)}`
                : `${bookingsPath}?${new URLSearchParams({ booking: c.id })}`
            }
            fallbackName={fallbackName}
          />
        )}
      />
    </div>
  );
}
