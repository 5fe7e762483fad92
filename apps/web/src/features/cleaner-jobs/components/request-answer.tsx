import type { Booking } from '@limpa/contracts';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AskFirstButton } from '@/components/ask-first-button';
import { PageSection } from '@/components/page-section';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerRequest } from '../api/answer-request';

/** A pending request's answer from its detail: Confirm at once, or Decline after "Are you sure?". */
export function RequestAnswer({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { confirm, decline, busy } = useAnswerRequest();
  if (booking.status !== 'pending') return null;
  return (
    <PageSection
      heading={t('cleanerJobs.answer.heading')}
      level={3}
      compact
      className="rounded-xl border border-status-pending/30 bg-status-pending-bg p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => confirm.mutate(booking.id)} disabled={busy}>
          {confirm.isPending ? <Spinner className="size-4" /> : <Check aria-hidden />}
          {confirm.isPending ? t('cleanerJobs.answer.confirming') : t('cleanerJobs.answer.confirm')}
        </Button>
        <AskFirstButton
          icon={X}
          action={t('cleanerJobs.answer.decline')}
          disabled={busy}
          texts={{
            title: t('cleanerJobs.answer.declineTitle'),
            body: t('cleanerJobs.answer.declineBody'),
            keep: t('cleanerJobs.answer.keep'),
            confirm: t('cleanerJobs.answer.declineConfirm'),
            pending: t('cleanerJobs.answer.declining'),
          }}
          pending={decline.isPending}
          onConfirm={(settled) => decline.mutate(booking.id, { onSettled: settled })}
        />
      </div>
    </PageSection>
  );
}
