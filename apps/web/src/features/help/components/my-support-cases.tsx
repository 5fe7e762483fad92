import type { SupportCase } from '@limpa/contracts';
import { ChevronRight, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { SupportCaseTopic } from '@/components/support/support-status-badge';
import { formatLongDate } from '@/lib/format';
import '@/lib/strings/support';
import { useMySupportCases } from '../api/get-my-support-cases';

/** "Your requests": the person's cases, newest activity first, each opening its conversation (?case=<id>). */
export function MySupportCases() {
  const { t } = useTranslation();
  const query = useMySupportCases();
  return (
    <PagedList
      query={query}
      loadFailed={t('help.requests.loadFailed')}
      empty={<EmptyState icon={Inbox} title={t('help.requests.empty')} size="sm" />}
      renderItem={(item) => <SupportCaseLink item={item} />}
    />
  );
}

function SupportCaseLink({ item }: { item: SupportCase }) {
  const { t } = useTranslation();
  const topic = t(`support.topic.${item.topic}`);
  return (
    <Link
      to={`/help?case=${item.id}`}
      aria-label={t('help.requests.open', { topic, status: t(`support.status.${item.status}`) })}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-border/70 bg-card px-4 py-3 shadow-card transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <SupportCaseTopic topic={topic} status={item.status} />
        <span className="text-muted-foreground text-sm">
          {t('support.updated', { when: formatLongDate(new Date(item.lastMessageAt)) })}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
