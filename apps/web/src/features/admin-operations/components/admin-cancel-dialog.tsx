import type { AdminCancelBody, Booking } from '@limpa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '@/components/dialog-form';
import { ReasonField } from '@/components/forms/reason-field';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelBookingAsAdmin } from '../api/admin-cancel-booking';

interface AdminCancelDialogProps {
  booking: Booking;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const REFUND_CHOICES: readonly AdminCancelBody['refund'][] = ['full', 'none'];

/** "Cancel booking": a reason (audited, told to both sides) and whether what was paid is refunded. */
export function AdminCancelDialog({ booking, open, onOpenChange }: AdminCancelDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useCancelBookingAsAdmin(booking.id);
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<AdminCancelBody['refund']>('full');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('adminOperations.cancel.reasonRequired'));
      return;
    }
    setError(null);
    cancel.mutate(
      { reason: reason.trim(), refund },
      {
        onSuccess: () => {
          toast.success(t('adminOperations.cancel.done'));
          onOpenChange(false);
        },
        onError: (failure) => setError(errorDetail(failure) ?? t('adminOperations.cancel.failed')),
      },
    );
  };

  return (
    <DialogForm
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('adminOperations.common.close')}
      title={t('adminOperations.cancel.title')}
      description={t('adminOperations.cancel.description')}
      onSubmit={onSubmit}
      pending={cancel.isPending}
      error={error}
      submitLabel={t('adminOperations.cancel.submit')}
      destructive
    >
      <ReasonField
        id={`${id}-reason`}
        label={t('adminOperations.cancel.reason')}
        value={reason}
        onChange={setReason}
        invalid={error !== null && !reason.trim()}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('adminOperations.cancel.refundLegend')}</legend>
        <RadioGroup
          value={refund}
          onValueChange={(value) => setRefund(value as AdminCancelBody['refund'])}
          aria-label={t('adminOperations.cancel.refundLegend')}
        >
          {REFUND_CHOICES.map((choice) => (
            <div key={choice} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-${choice}`} value={choice} />
              <Label htmlFor={`${id}-${choice}`} className="py-1">
                {t(`adminOperations.cancel.refund.${choice}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
    </DialogForm>
  );
}
