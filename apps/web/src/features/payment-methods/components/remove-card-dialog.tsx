import type { PaymentMethod } from '@limpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandLabel } from '@/components/payment-card/card-brand';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface RemoveCardDialogProps {
  /** The card being removed; null = closed. */
  card: PaymentMethod | null;
  pending: boolean;
  onConfirm: (card: PaymentMethod) => void;
  onOpenChange: (open: boolean) => void;
}

/** "Remove this card?" — an alert dialog: Cancel has the focus, Remove card confirms. */
export function RemoveCardDialog({ card, pending, onConfirm, onOpenChange }: RemoveCardDialogProps) {
  const { t } = useTranslation();
  const brandLabel = useBrandLabel();
  // Keeps the text while the dialog animates out after `card` went back to null.
  const [shown, setShown] = useState(card);
  if (card !== null && card !== shown) setShown(card);
  const name = shown
    ? t('paymentMethods.tile.name', { brand: brandLabel(shown.brand), lastFour: shown.lastFour })
    : '';

  return (
    <Dialog
      open={card !== null}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
    >
      <DialogContent role="alertdialog" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeading
          title={t('paymentMethods.remove.title')}
          description={
            <>
              {t('paymentMethods.remove.description', { card: name })}
              {shown?.isDefault ? ` ${t('paymentMethods.remove.defaultNote')}` : null}
            </>
          }
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('paymentMethods.remove.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => card && onConfirm(card)}
          >
            {pending ? <Spinner /> : null}
            {pending ? t('paymentMethods.remove.pending') : t('paymentMethods.remove.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
