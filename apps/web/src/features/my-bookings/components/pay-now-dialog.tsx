import type { Booking, BookingPayment, PaymentMethod } from '@limpa/contracts';
import { bookingTotalCents } from '@limpa/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddCardForm } from '@/components/payment-card/add-card-form';
import { useBrandLabel } from '@/components/payment-card/card-brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentMethods } from '@/lib/api/get-payment-methods';
import { errorDetail } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRetryBookingPayment } from '../api/retry-booking-payment';

interface PayNowDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bank wants the customer to authenticate this new attempt. */
  onRequiresAction: (payment: BookingPayment) => void;
}

/** "Pay now" after a failed charge: pick a saved card (or add one) and charge what is owed again. */
export function PayNowDialog({ booking, open, onOpenChange, onRequiresAction }: PayNowDialogProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState(false);
  const busy = pending;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          setAdding(false);
          onOpenChange(next);
        }
      }}
    >
      <DialogContent
        closeLabel={busy ? undefined : t('myBookings.payNow.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        <DialogHeading
          className="pr-8 text-left"
          title={t('myBookings.payNow.title')}
          description={t('myBookings.payNow.description', {
            amount: formatMoney(bookingTotalCents(booking), booking.currency),
          })}
        />
        {adding ? (
          <AddCardForm
            hasDefault
            onAdded={() => setAdding(false)}
            onCancel={() => setAdding(false)}
            onPendingChange={setPending}
          />
        ) : (
          <CardChoice
            booking={booking}
            onAddCard={() => setAdding(true)}
            onPendingChange={setPending}
            onDone={() => onOpenChange(false)}
            onRequiresAction={onRequiresAction}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface CardChoiceProps {
  booking: Booking;
  onAddCard: () => void;
  onPendingChange: (pending: boolean) => void;
  onDone: () => void;
  onRequiresAction: (payment: BookingPayment) => void;
}

function CardChoice({ booking, onAddCard, onPendingChange, onDone, onRequiresAction }: CardChoiceProps) {
  const { t } = useTranslation();
  const brandLabel = useBrandLabel();
  const cards = usePaymentMethods();
  const retry = useRetryBookingPayment();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const usable = (cards.data ?? []).filter((card) => !card.isExpired);
  const fallback = usable.find((c) => c.id === booking.paymentMethodId) ?? usable.find((c) => c.isDefault);
  const selected = chosen ?? fallback?.id ?? usable[0]?.id ?? null;

  const pay = () => {
    if (!selected) return;
    setError(null);
    onPendingChange(true);
    retry.mutate(
      { bookingId: booking.id, paymentMethodId: selected },
      {
        onSuccess: ({ payment }) => {
          if (payment.status === 'requires_action') {
            onDone();
            onRequiresAction(payment);
          } else if (payment.status === 'failed') {
            setError(payment.failureMessage ?? t('myBookings.payNow.declined'));
          } else {
            toast.success(t('myBookings.paymentAction.confirmed'));
            onDone();
          }
        },
        onError: (failure) => setError(errorDetail(failure) ?? t('myBookings.payNow.failed')),
        onSettled: () => onPendingChange(false),
      },
    );
  };

  const label = (card: PaymentMethod) =>
    t('myBookings.payNow.card', { brand: brandLabel(card.brand), lastFour: card.lastFour });

  return (
    <div className="flex flex-col gap-4">
      {cards.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : usable.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('myBookings.payNow.noCards')}</p>
      ) : (
        <RadioGroup
          aria-label={t('myBookings.payNow.cardsLabel')}
          value={selected ?? undefined}
          onValueChange={setChosen}
          disabled={retry.isPending}
        >
          {usable.map((card) => (
            <div key={card.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
              <RadioGroupItem id={`pay-now-${card.id}`} value={card.id} />
              <Label htmlFor={`pay-now-${card.id}`} className="flex-1 py-1">
                {label(card)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
      <Button variant="outline" className="self-start" disabled={retry.isPending} onClick={onAddCard}>
        <Plus aria-hidden />
        {t('myBookings.payNow.addCard')}
      </Button>
      <ErrorText role="alert" className="empty:hidden">
        {error}
      </ErrorText>
      <Button disabled={!selected || retry.isPending} aria-busy={retry.isPending || undefined} onClick={pay}>
        {retry.isPending ? <Spinner /> : null}
        {t('myBookings.payNow.pay', { amount: formatMoney(bookingTotalCents(booking), booking.currency) })}
      </Button>
    </div>
  );
}
