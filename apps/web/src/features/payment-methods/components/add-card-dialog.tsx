import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import type { PaymentsMode } from '../api/get-payments-mode';
import { AddCardForm } from './add-card-form';

interface AddCardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: PaymentsMode;
  hasDefault: boolean;
}

/** "Add Card": the card form in a dialog. It cannot be dismissed mid-save; closing it drops what was typed. */
export function AddCardDialog({ open, onOpenChange, mode, hasDefault }: AddCardDialogProps) {
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
        closeLabel={pending ? undefined : t('paymentMethods.add.close')}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeading
          className="pr-8 text-left"
          title={t('paymentMethods.add.title')}
          description={t('paymentMethods.add.description')}
        />
        <AddCardForm
          mode={mode}
          hasDefault={hasDefault}
          onAdded={close}
          onCancel={close}
          onPendingChange={onPendingChange}
        />
      </DialogContent>
    </Dialog>
  );
}
