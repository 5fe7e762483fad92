import type { Booking, NoShowBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import { canReportNoShow, lateCancellationFeeCents, lateFeeShares } from '@limpa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DoorClosed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoShowNote } from '@/components/booking/no-show-note';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';

/** POST /bookings/:id/no-show as the cleaner: the customer was not there (decision 069). */
function useReportCustomerNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => {
      const body: NoShowBody = { who: 'customer' };
      return api.post<{ booking: Booking }>(apiPath(apiRoutes.reportNoShow, { id }), body);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}

/**
 * The cleaner's side of late cancellations and no-shows (decision 069): "I could not get in" while the report
 * window is open (the same domain rule the API checks), behind a confirmation naming the fee the customer pays;
 * afterwards what was reported, the fee and the cleaner's share. `now`: tests pass a clock.
 */
export function JobNoShow({ booking, now }: { booking: Booking; now?: Date }) {
  const { t } = useTranslation();
  const report = useReportCustomerNoShow();
  const [asking, setAsking] = useState(false);
  const open = canReportNoShow({
    status: booking.status,
    startsAt: new Date(booking.startsAt),
    now: now ?? new Date(),
  });

  if (open) {
    const fee = lateCancellationFeeCents(booking.basePriceCents);
    const money = (cents: number) => formatMoney(cents, booking.currency);
    return (
      <section
        aria-labelledby="job-no-show-heading"
        className="flex flex-col gap-3 rounded-xl border border-border p-4"
      >
        <h3 id="job-no-show-heading" className="font-semibold text-sm">
          {t('cleanerJobs.noShow.heading')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('cleanerJobs.noShow.hint')}</p>
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          trigger={
            <Button variant="outline" className="self-start">
              <DoorClosed aria-hidden />
              {t('cleanerJobs.noShow.action')}
            </Button>
          }
          title={t('cleanerJobs.noShow.confirmTitle')}
          description={t('cleanerJobs.noShow.confirmBody', {
            amount: money(fee),
            share: money(lateFeeShares(fee).cleanerShareCents),
          })}
          cancelLabel={t('cleanerJobs.noShow.keep')}
          confirmLabel={t('cleanerJobs.noShow.confirm')}
          destructive
          pending={report.isPending}
          pendingLabel={t('cleanerJobs.noShow.pending')}
          onConfirm={(event) => {
            event.preventDefault();
            report.mutate(booking.id, {
              onSuccess: () => toast.success(t('cleanerJobs.noShow.success')),
              onError: (error) =>
                toast.error(t('cleanerJobs.noShow.failed'), {
                  description: errorDescription(error, t('cleanerJobs.answer.genericError')),
                }),
              onSettled: () => setAsking(false),
            });
          }}
        />
      </section>
    );
  }

  const fee = booking.lateCancellationFeeCents;
  if (!booking.noShow && !fee) return null;
  const amounts = fee
    ? {
        amount: formatMoney(fee, booking.currency),
        share: formatMoney(lateFeeShares(fee).cleanerShareCents, booking.currency),
      }
    : {};
  const text =
    booking.noShow?.who === 'cleaner'
      ? t('cleanerJobs.noShow.reportedCleaner')
      : booking.noShow
        ? t('cleanerJobs.noShow.reportedCustomer', amounts)
        : t('cleanerJobs.noShow.lateCancelled', amounts);
  return (
    <NoShowNote
      bookingId={booking.id}
      contestLabel={booking.noShow?.who === 'cleaner' ? t('cleanerJobs.noShow.contest') : undefined}
    >
      {text}
    </NoShowNote>
  );
}
