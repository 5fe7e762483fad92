import type { PaymentMethod } from '@limpa/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { AddCardForm } from './add-card-form';
import '@/lib/strings/payment-card';

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasDefault: boolean;
  /** After the card is saved (the dialog closes itself). */
  onAdded?: (card: PaymentMethod) => void;
}

/** "Add Card": the card form in a dialog. It cannot be dismissed mid-save; closing it drops what was typed. */
export function AddCardDialog({ open, onOpenChange, hasDefault, onAdded }: AddCardDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const onPendingChange = useCallback((next: boolean) => setPending(next), []);
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !pending) onOpenChange(next);
      }}
    >
      <DialogContent
        closeLabel={pending ? undefined : t('paymentCard.add.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeading
          className="pr-8 text-left"
          title={t('paymentCard.add.title')}
          description={t('paymentCard.add.description')}
        />
        <AddCardForm
          hasDefault={hasDefault}
          onAdded={(card) => {
            close();
            onAdded?.(card);
          }}
          onCancel={close}
          onPendingChange={onPendingChange}
        />
      </DialogContent>
    </Dialog>
  );
}
