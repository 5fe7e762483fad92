import type { Booking } from '@limpa/contracts';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAnswerRequest } from '../api/answer-request';

/** A pending request's answer from its detail: Confirm at once, or Decline after "Are you sure?". */
export function RequestAnswer({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const { confirm, decline, busy } = useAnswerRequest();
  const [asking, setAsking] = useState(false);
  if (booking.status !== 'pending') return null;
  return (
    <section
      aria-labelledby="job-answer-heading"
      className="flex flex-col gap-3 rounded-xl border border-status-pending/30 bg-status-pending-bg p-4"
    >
      <h3 id="job-answer-heading" className="font-semibold text-sm">
        {t('cleanerJobs.answer.heading')}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => confirm.mutate(booking.id)} disabled={busy}>
          {confirm.isPending ? <Spinner className="size-4" /> : <Check aria-hidden />}
          {confirm.isPending ? t('cleanerJobs.answer.confirming') : t('cleanerJobs.answer.confirm')}
        </Button>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          trigger={
            <Button variant="outline" disabled={busy}>
              <X aria-hidden />
              {t('cleanerJobs.answer.decline')}
            </Button>
          }
          title={t('cleanerJobs.answer.declineTitle')}
          description={t('cleanerJobs.answer.declineBody')}
          cancelLabel={t('cleanerJobs.answer.keep')}
          confirmLabel={t('cleanerJobs.answer.declineConfirm')}
          destructive
          pending={decline.isPending}
          pendingLabel={t('cleanerJobs.answer.declining')}
          onConfirm={(event) => {
            event.preventDefault();
            decline.mutate(booking.id, { onSettled: () => setAsking(false) });
          }}
        />
      </div>
    </section>
  );
}
