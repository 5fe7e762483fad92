import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/back-link';
import { LoadError } from '@/components/load-error';
import { SupportStatusBadge } from '@/components/support/support-status-badge';
import { SupportThread } from '@/components/support/support-thread';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportCase } from '@/lib/api/get-support-case';
import { formatLongDate } from '@/lib/format';
import '@/lib/strings/support';
import { FocusHeading } from '@/components/focus-heading';

/**
 * One of the person's requests (/help?case=<id>, where the answer's notification and e-mail lead): its topic,
 * status and conversation, with the reply box while it is open. Someone else's or an unknown id is the API's
 * 404, shown as "could not be loaded" with nothing of the case.
 */
export function SupportCaseView({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useSupportCase(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the page's content: move focus to its heading, so a screen reader starts there.
  useEffect(() => heading.current?.focus(), []);
  const found = query.data?.case;
  const title = found ? t('help.case.title', { topic: t(`support.topic.${found.topic}`) }) : t('pages.help');

  return (
    <div className="flex flex-col gap-5">
      <BackLink to="/help">{t('help.case.back')}</BackLink>
      <div className="flex flex-col gap-2">
        <FocusHeading
          as="h1"
          ref={heading}
          className="font-bold text-2xl tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
        >
          {title}
        </FocusHeading>
        {found ? (
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            <SupportStatusBadge status={found.status} />
            {t('help.case.opened', { when: formatLongDate(new Date(found.createdAt)) })}
          </p>
        ) : query.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : null}
      </div>
      {query.isError ? (
        <LoadError
          message={t('support.thread.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SupportThread detail={query.data} isError={false} viewer="person" />
      )}
    </div>
  );
}
