import type { Booking, NoShowBody } from '@limpa/contracts';
import { apiPath } from '@limpa/contracts/api-paths';
import * as apiRoutes from '@limpa/contracts/api-routes';
import * as bookingKeys from '@limpa/contracts/query-keys/bookings';
import * as jobKeys from '@limpa/contracts/query-keys/cleaner-jobs';
import { bookingTaxProfile, canReportNoShow, lateFeeCharge } from '@limpa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DoorClosed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AskFirstButton } from '@/components/ask-first-button';
import { NoShowNote } from '@/components/booking/no-show-note';
import { PageSection } from '@/components/page-section';
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
  const open = canReportNoShow({
    status: booking.status,
    startsAt: new Date(booking.startsAt),
    now: now ?? new Date(),
  });

  if (open) {
    const late = lateFeeCharge(booking.basePriceCents, bookingTaxProfile(booking));
    const money = (cents: number) => formatMoney(cents, booking.currency);
    return (
      <PageSection
        heading={t('cleanerJobs.noShow.heading')}
        level={3}
        compact
        className="rounded-xl border border-border p-4"
      >
        <p className="text-muted-foreground text-sm">{t('cleanerJobs.noShow.hint')}</p>
        <AskFirstButton
          icon={DoorClosed}
          action={t('cleanerJobs.noShow.action')}
          className="self-start"
          texts={{
            title: t('cleanerJobs.noShow.confirmTitle'),
            body: t('cleanerJobs.noShow.confirmBody', {
              amount: money(late.chargedCents),
              share: money(late.cleanerShareCents),
            }),
            keep: t('cleanerJobs.noShow.keep'),
            confirm: t('cleanerJobs.noShow.confirm'),
            pending: t('cleanerJobs.noShow.pending'),
          }}
          pending={report.isPending}
          onConfirm={(settled) =>
            report.mutate(booking.id, {
              onSuccess: () => toast.success(t('cleanerJobs.noShow.success')),
              onError: (error) =>
                toast.error(t('cleanerJobs.noShow.failed'), {
                  description: errorDescription(error, t('cleanerJobs.answer.genericError')),
                }),
              onSettled: settled,
            })
          }
        />
      </PageSection>
    );
  }

  const fee = booking.lateCancellationFeeCents;
  if (!booking.noShow && !fee) return null;
  const amounts = fee
    ? {
        amount: formatMoney(fee, booking.currency),
        share: formatMoney(
          lateFeeCharge(booking.basePriceCents, bookingTaxProfile(booking)).cleanerShareCents,
          booking.currency,
        ),
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
