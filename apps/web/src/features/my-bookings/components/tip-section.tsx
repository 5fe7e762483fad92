import type { Booking } from '@limpa/contracts';
import { bookingTotalCents, isTipInRange, TIP_PERCENTS, tipForPercent } from '@limpa/domain';
import { HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@/lib/format';
import { parseAmountToCents } from '@/lib/parse-amount';
import { paymentErrorMessage } from '@/lib/payment-error';
import { useAddTip } from '../api/add-tip';

type Choice = { percent: number } | { custom: true };

/**
 * A completed booking's tip (docs/product-rules.md#tips): while the API says the window is open (`tipUntil`) and
 * no tip exists, 10/15/20 % of what was paid or an amount of one's own, then a confirmation; once tipped,
 * "You tipped X". A declined card says why, in the payment service's words, and the customer may try again.
 */
export function TipSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const add = useAddTip();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const money = (cents: number) => formatMoney(cents, booking.currency);

  if (booking.tip) {
    return (
      <p className="flex gap-2 rounded-xl bg-status-completed-bg p-3 text-sm text-status-completed">
        <HandCoins aria-hidden className="mt-0.5 size-4 shrink-0" />
        {booking.tip.status === 'paid'
          ? t('myBookings.tip.done', { amount: money(booking.tip.amountCents) })
          : t('myBookings.tip.processing', { amount: money(booking.tip.amountCents) })}
      </p>
    );
  }
  if (booking.status !== 'completed' || !booking.tipUntil) return null;

  const total = bookingTotalCents(booking);
  const amount =
    choice === null
      ? null
      : 'percent' in choice
        ? tipForPercent(total, choice.percent as (typeof TIP_PERCENTS)[number])
        : parseAmountToCents(custom);

  const review = () => {
    if (amount === null || !isTipInRange(amount, total)) {
      setError(t('myBookings.tip.range', { max: money(total) }));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const send = async () => {
    if (amount === null) return;
    try {
      await add.mutateAsync({ id: booking.id, amountCents: amount });
    } catch (err) {
      setError(paymentErrorMessage(err) ?? t('myBookings.payNow.failed'));
    } finally {
      setConfirming(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-xl border border-border/70 p-4"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('myBookings.tip.heading')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('myBookings.tip.intro')}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('myBookings.tip.choose')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIP_PERCENTS.map((percent) => {
            const selected = choice !== null && 'percent' in choice && choice.percent === percent;
            return (
              <Button
                key={percent}
                type="button"
                variant={selected ? 'primary' : 'outline'}
                aria-pressed={selected}
                onClick={() => {
                  setChoice({ percent });
                  setError(null);
                }}
                className="h-auto flex-col gap-0 py-2"
              >
                <span>{t('myBookings.tip.percent', { percent })}</span>
                <span className="font-normal text-xs tabular">{money(tipForPercent(total, percent))}</span>
              </Button>
            );
          })}
          <Button
            type="button"
            variant={choice !== null && 'custom' in choice ? 'primary' : 'outline'}
            aria-pressed={choice !== null && 'custom' in choice}
            onClick={() => {
              setChoice({ custom: true });
              setError(null);
            }}
            className="h-auto py-2"
          >
            {t('myBookings.tip.other')}
          </Button>
        </div>
        {choice !== null && 'custom' in choice ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-amount`}>
              {t('myBookings.tip.amount', { currency: booking.currency })}
            </Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
        ) : null}
      </fieldset>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <Button type="button" disabled={choice === null || add.isPending} onClick={review}>
        {amount !== null && isTipInRange(amount, total)
          ? t('myBookings.tip.give', { amount: money(amount) })
          : t('myBookings.tip.continue')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !add.isPending && setConfirming(open)}
        title={t('myBookings.tip.confirmTitle', { amount: money(amount ?? 0) })}
        description={t('myBookings.tip.confirmBody', {
          name: booking.cleaner?.fullName || t('myBookings.detail.cleaner'),
        })}
        cancelLabel={t('myBookings.tip.keep')}
        confirmLabel={t('myBookings.tip.confirm')}
        pending={add.isPending}
        pendingLabel={t('myBookings.tip.sending')}
        onConfirm={(event) => {
          // Kept open while the charge runs; `send` closes it when the API has answered.
          event.preventDefault();
          void send();
        }}
      />
    </section>
  );
}
