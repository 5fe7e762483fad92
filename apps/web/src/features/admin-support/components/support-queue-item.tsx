import type { AdminSupportCase } from '@limpa/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('adminSupport.open', { name, topic })}
      className="flex min-h-16 w-full items-center gap-3 rounded-2xl border border-border/70 bg-card px-4 py-3 text-left shadow-card transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-4">
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
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </button>
  );
}
