import type { ReactNode } from 'react';
import '../dev-outbox-strings';
import { dateTimeFormat } from '@limpa/domain';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatLocale } from '@/lib/format';
import { useDevOutbox } from '../api/get-dev-outbox';
import { OutboxMailPreview } from '../components/outbox-mail-preview';

/**
 * /dev/outbox — the mails the app sent, for whoever runs it in development (decision 052): newest first, each
 * with its recipient, subject and time, and the chosen one drawn as its recipient would see it. The API offers
 * the outbox only outside production with local mail; anywhere else this page says so.
 */
export function DevOutboxPage() {
  const { t } = useTranslation();
  const outbox = useDevOutbox();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const mails = outbox.data ?? [];
  const chosen = mails.find((m) => m.id === chosenId) ?? mails[0];
  const when = dateTimeFormat(formatLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

  let body: ReactNode;
  if (outbox.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner className="size-4" />
        {t('devOutbox.loading')}
      </p>
    );
  } else if (outbox.isError) {
    body =
      isApiError(outbox.error) && outbox.error.status === 404 ? (
        <p role="alert">{t('devOutbox.unavailable')}</p>
      ) : (
        <LoadError
          message={t('devOutbox.loadError')}
          retryLabel={t('devOutbox.retry')}
          onRetry={() => outbox.refetch()}
        />
      );
  } else if (mails.length === 0 || !chosen) {
    body = <EmptyState icon={MailOpen} title={t('devOutbox.empty')} />;
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <ul aria-label={t('devOutbox.list')} className="flex flex-col gap-2">
          {mails.map((mail) => (
            <li key={mail.id}>
              <button
                type="button"
                aria-pressed={mail.id === chosen.id}
                onClick={() => setChosenId(mail.id)}
                className={cn(
                  'flex w-full flex-col items-start gap-1 rounded-lg border p-3 text-left focus-visible:outline-2 focus-visible:outline-ring',
                  mail.id === chosen.id ? 'border-brand-700 bg-brand-50' : 'hover:bg-muted',
                )}
              >
                <span className="font-medium">{mail.subject}</span>
                <span className="break-all text-muted-foreground text-sm">{mail.to}</span>
                <time dateTime={mail.createdAt} className="text-muted-foreground text-xs">
                  {when.format(new Date(mail.createdAt))}
                </time>
              </button>
            </li>
          ))}
        </ul>
        <OutboxMailPreview mail={chosen} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <title>{t('devOutbox.title')}</title>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl">{t('devOutbox.title')}</h1>
        <p className="text-muted-foreground">{t('devOutbox.intro')}</p>
      </header>
      {body}
    </div>
  );
}
