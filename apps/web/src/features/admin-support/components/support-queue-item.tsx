import type { AdminSupportCase } from '@limpa/contracts';
import { useTranslation } from 'react-i18next';
import { QueueItemButton } from '@/components/queue-item-button';
import { SupportCaseTopic } from '@/components/support/support-status-badge';
import { formatLongDate } from '@/lib/format';
import '@/lib/strings/support';
import { requesterLine } from './requester-line';

/** One case of the queue: its topic and status, who asked, who took it, its last activity; opens the case. */
export function SupportQueueItem({ item, onOpen }: { item: AdminSupportCase; onOpen: () => void }) {
  const { t } = useTranslation();
  const topic = t(`support.topic.${item.topic}`);
  const name = item.requesterName ?? t('adminSupport.unknownPerson');
  return (
    <QueueItemButton label={t('adminSupport.open', { name, topic })} onOpen={onOpen}>
      <span className="md:w-56 md:shrink-0">
        <SupportCaseTopic topic={topic} status={item.status} />
      </span>
      <span className="min-w-0 text-sm [overflow-wrap:anywhere] md:flex-1">{requesterLine(t, item)}</span>
      <span className="text-muted-foreground text-sm md:w-48">
        {item.assignedAdminName
          ? t('adminSupport.assignedTo', { name: item.assignedAdminName })
          : t('adminSupport.unassigned')}
      </span>
      <span className="text-muted-foreground text-sm md:w-56">
        {t('support.updated', { when: formatLongDate(new Date(item.lastMessageAt)) })}
      </span>
    </QueueItemButton>
  );
}
