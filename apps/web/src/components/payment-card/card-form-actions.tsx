import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import '@/lib/strings/payment-card';

interface CardFormActionsProps {
  hasDefault: boolean;
  makeDefault: boolean;
  onMakeDefaultChange: (next: boolean) => void;
  pending: boolean;
  /** Disables "Save card" (e.g. while Stripe's form is still loading). */
  submitDisabled?: boolean;
  onCancel: () => void;
  /** What went wrong with the card (the form's fields point at it with aria-describedby). */
  error: string | null | undefined;
  errorId: string;
}

/** The end of both card forms: the error, "Set as default" (or why the first card is), Cancel and "Save card". */
export function CardFormActions({
  hasDefault,
  makeDefault,
  onMakeDefaultChange,
  pending,
  submitDisabled = false,
  onCancel,
  error,
  errorId,
}: CardFormActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <p id={errorId} role="alert" className="font-medium text-destructive-text text-sm empty:hidden">
        {error}
      </p>
      {hasDefault ? (
        <div className="flex items-center gap-3">
          <Checkbox
            id={`card-default-${id}`}
            checked={makeDefault}
            disabled={pending}
            onCheckedChange={(checked) => onMakeDefaultChange(checked === true)}
          />
          <Label htmlFor={`card-default-${id}`} className="py-1">
            {t('paymentCard.add.setDefault')}
          </Label>
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{t('paymentCard.add.firstIsDefault')}</p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {t('paymentCard.add.cancel')}
        </Button>
        <Button type="submit" disabled={pending || submitDisabled}>
          {pending ? <Spinner /> : <Lock aria-hidden />}
          {pending ? t('paymentCard.add.pending') : t('paymentCard.add.submit')}
        </Button>
      </div>
    </>
  );
}
