import type { Booking } from '@limpa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '@/components/dialog-form';
import { ReasonField } from '@/components/forms/reason-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useRefundBooking } from '../api/refund-booking';
import { parseAmountToCents, refundableCents } from '../money';

interface RefundDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Refund": an amount up to what was paid minus what was refunded, and a reason (both audited). */
export function RefundDialog({ booking, open, onOpenChange }: RefundDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const refund = useRefundBooking(booking.id);
  const max = refundableCents(booking);
  const [amount, setAmount] = useState((max / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'reason' | null; message: string } | null>(null);
  const money = (cents: number) => formatMoney(cents, booking.currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseAmountToCents(amount);
    if (cents === null || cents <= 0 || cents > max) {
      setError({ field: 'amount', message: t('adminOperations.refund.amountInvalid', { max: money(max) }) });
      return;
    }
    if (!reason.trim()) {
      setError({ field: 'reason', message: t('adminOperations.refund.reasonRequired') });
      return;
    }
    setError(null);
    refund.mutate(
      { amountCents: cents, reason: reason.trim() },
      {
        onSuccess: ({ refund: done }) => {
          toast.success(t('adminOperations.refund.done', { amount: money(done.amountCents) }));
          onOpenChange(false);
        },
        onError: (failure) =>
          setError({
            field: null,
            message:
              failure instanceof ApiError
                ? [failure.title, failure.detail].filter(Boolean).join(': ')
                : t('adminOperations.refund.failed'),
          }),
      },
    );
  };

  const invalid = (field: 'amount' | 'reason') => (error?.field === field ? true : undefined);
  return (
    <DialogForm
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('adminOperations.common.close')}
      title={t('adminOperations.refund.title')}
      description={t('adminOperations.refund.description', { max: money(max) })}
      onSubmit={onSubmit}
      pending={refund.isPending}
      error={error?.message}
      submitLabel={t('adminOperations.refund.submit')}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-amount`}>
          {t('adminOperations.refund.amount', { currency: booking.currency })}
        </Label>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          aria-invalid={invalid('amount')}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('adminOperations.refund.upTo', { max: money(max) })}
        </p>
      </div>
      <ReasonField
        id={`${id}-reason`}
        label={t('adminOperations.refund.reason')}
        value={reason}
        onChange={setReason}
        invalid={error?.field === 'reason'}
      />
    </DialogForm>
  );
}
