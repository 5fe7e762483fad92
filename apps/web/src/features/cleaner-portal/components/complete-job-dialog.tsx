import type { Booking } from '@limpa/contracts';
import {
  computeCompletion,
  HOURS_WORKED_MAX,
  HOURS_WORKED_MIN,
  isValidHoursWorked,
  OVERTIME_BLOCK_FEE_CENTS,
} from '@limpa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatHours, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCompleteBooking } from '../api/complete-booking';

interface CompleteJobDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The entered text as a number; empty or not a number → null. */
function parseHours(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Complete Job (docs/product-rules.md#completion-and-overtime): hours worked 0.1–12 (step 0.1). Confirm Time
 * is disabled while processing, when empty or when the value is 0 or less; above 12 the product's "Invalid
 * Time" toast explains. The overtime preview uses the shared rules, but the server computes the real figures.
 */
export function CompleteJobDialog({ booking, open, onOpenChange }: CompleteJobDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const complete = useCompleteBooking();
  const hours = parseHours(text);
  const disabled = complete.isPending || hours === null || hours <= 0;
  const preview =
    hours !== null && isValidHoursWorked(hours)
      ? computeCompletion({
          durationHours: booking.durationHours,
          basePriceCents: booking.basePriceCents,
          addOnsTotalCents: booking.addOnsTotalCents,
          hoursWorked: hours,
        })
      : null;
  const money = (cents: number) => formatMoney(cents, booking.currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (!isValidHoursWorked(hours)) {
      toast.error(t('cleanerPortal.toasts.invalidTimeTitle'), {
        description: t('cleanerPortal.toasts.invalidTimeDescription'),
      });
      return;
    }
    complete.mutate(
      { id: booking.id, hoursWorked: hours },
      {
        onSuccess: () => {
          setText('');
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stay open while the request runs, so its outcome is never lost.
        if (!next && complete.isPending) return;
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('cleanerPortal.complete.close')}>
        <DialogHeading
          title={t('cleanerPortal.complete.title')}
          description={t('cleanerPortal.complete.description', {
            service: booking.serviceName,
            customer: booking.customer.fullName,
          })}
        />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <p className="flex items-center justify-between rounded-xl bg-muted px-4 py-3 text-sm">
            <span className="text-muted-foreground">{t('cleanerPortal.complete.booked')}</span>
            <span className="font-semibold tabular">
              {t('cleanerPortal.complete.bookedValue', { hours: formatHours(booking.durationHours) })}
            </span>
          </p>
          <TextField
            id={`${id}-hours`}
            label={t('cleanerPortal.complete.hours')}
            hint={t('cleanerPortal.complete.hoursHint')}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={String(HOURS_WORKED_MIN)}
            max={String(HOURS_WORKED_MAX)}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="tabular"
          />

          <div aria-live="polite" className="min-h-[4.5rem] text-sm">
            {preview ? (
              <div className="flex flex-col gap-1.5 rounded-xl border border-border/70 p-3">
                <dl className="flex flex-col gap-1.5">
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('cleanerPortal.complete.overtimeFee')}</dt>
                    <dd className="tabular">{money(preview.overtimeFeeCents)}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('cleanerPortal.complete.finalTotal')}</dt>
                    <dd className="font-semibold tabular">{money(preview.finalTotalCents)}</dd>
                  </div>
                  <div className="flex justify-between gap-3">
                    <dt className="text-muted-foreground">{t('cleanerPortal.complete.yourEarnings')}</dt>
                    <dd className="font-semibold text-status-completed tabular">
                      {money(preview.cleanerEarningsCents)}
                    </dd>
                  </div>
                </dl>
                <p className="text-muted-foreground text-xs tabular">
                  {preview.overtimeFeeCents > 0
                    ? t('cleanerPortal.complete.overtime', {
                        minutes: preview.overtimeMinutes,
                        blocks: preview.overtimeBlocks,
                        fee: money(OVERTIME_BLOCK_FEE_CENTS),
                      })
                    : t('cleanerPortal.complete.noOvertime')}{' '}
                  {t('cleanerPortal.complete.estimate')}
                </p>
              </div>
            ) : null}
          </div>

          <DialogFooter>
            <Button
              type="submit"
              size="lg"
              disabled={disabled}
              aria-busy={complete.isPending || undefined}
              className="w-full sm:w-auto"
            >
              {complete.isPending ? <Spinner /> : null}
              {complete.isPending
                ? t('cleanerPortal.complete.submitting')
                : t('cleanerPortal.complete.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
