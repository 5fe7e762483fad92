import type { ReactNode } from 'react';
import '../unsubscribe-strings';
import { CircleCheck, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StandaloneCardPage } from '@/components/standalone-card-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUnsubscribeLink } from '../api/get-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';
import '@/lib/strings/notification-preferences';

/**
 * /unsubscribe?token=… — the footer link of an optional e-mail (decision 026). Opening it changes nothing (mail
 * scanners open links): it says which e-mails would stop, and the button turns them off. Works signed out.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const stop = useUnsubscribe();
  const type = link.data
    ? t(`notificationPreferences.types.${link.data.type}`, { defaultValue: link.data.type })
    : '';
  const done = stop.isSuccess || link.data?.unsubscribed;

  let body: ReactNode;
  if (token === '' || link.isError) {
    body = (
      <div role="alert" className="flex flex-col gap-2">
        <p className="font-semibold">{t('unsubscribe.invalid')}</p>
        <p className="text-muted-foreground text-sm">{t('unsubscribe.invalidHint')}</p>
      </div>
    );
  } else if (link.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner className="size-4" />
        {t('unsubscribe.loading')}
      </p>
    );
  } else if (done) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden className="size-5 text-brand-700" />
          {t('unsubscribe.done', { type })}
        </p>
        <p className="text-muted-foreground text-sm">{t('unsubscribe.doneHint')}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="font-semibold">{t('unsubscribe.question', { type })}</p>
        <p className="text-muted-foreground text-sm">{t('unsubscribe.explain')}</p>
        {stop.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t('unsubscribe.failed')}
          </p>
        ) : null}
        <Button
          className="w-full"
          disabled={stop.isPending}
          aria-busy={stop.isPending || undefined}
          onClick={() => stop.mutate(token)}
        >
          {stop.isPending ? <Spinner className="size-4" /> : null}
          {t('unsubscribe.confirm')}
        </Button>
      </div>
    );
  }

  return (
    <StandaloneCardPage title={t('unsubscribe.title')} icon={MailX} heading={t('unsubscribe.title')}>
      {body}
      <Link to="/dashboard" className="text-brand-700 text-sm underline underline-offset-4">
        {t('unsubscribe.home')}
      </Link>
    </StandaloneCardPage>
  );
}
