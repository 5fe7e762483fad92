import type { AddPaymentMethodBody, PaymentMethod } from '@limpa/contracts';
import { Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAddPaymentMethod } from '@/lib/api/add-payment-method';
import '@/lib/strings/payment-card';
import { ErrorText } from '@/components/ui/error-text';

/** What both card forms take. */
export interface CardFormProps {
  /** Whether a default card exists already (else the new card becomes the default by itself). */
  hasDefault: boolean;
  onAdded: (card: PaymentMethod) => void;
  onCancel: () => void;
  onPendingChange: (pending: boolean) => void;
}

/** Stripe's form while Stripe.js loads (or the processor is not known yet). */
export function CardFormLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <span className="font-medium text-sm">{t('paymentCard.add.cardDetails')}</span>
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-12 rounded-xl" />
      <span className="sr-only">{t('paymentCard.add.stripeLoading')}</span>
    </div>
  );
}

/**
 * How both card forms save what they got for the card (the local token or the confirmed SetupIntent's id),
 * with "Set as default" as chosen. `busy` is the form's own step before that (tokenizing, confirming); the
 * dialog around the form is told while either is under way. What it answers is also what CardFormShell
 * needs of the form, with the id of the form's error.
 */
export function useCardSave({
  busy,
  quiet,
  hasDefault,
  onAdded,
  onCancel,
  onPendingChange,
}: CardFormProps & { busy: boolean; quiet?: boolean }) {
  const add = useAddPaymentMethod({ quiet });
  const errorId = useId();
  const [makeDefault, setMakeDefault] = useState(false);
  const pending = busy || add.isPending;
  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);
  const save = (body: AddPaymentMethodBody, onError?: (failure: Error) => void) =>
    add.mutate(
      { ...body, ...(makeDefault ? { isDefault: true } : {}) },
      { onSuccess: (card) => onAdded(card), onError },
    );
  return { pending, save, makeDefault, setMakeDefault, errorId, hasDefault, onCancel };
}

interface CardFormShellProps {
  card: ReturnType<typeof useCardSave>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Disables "Save card" (e.g. while Stripe's form is still loading). */
  submitDisabled?: boolean;
  /** What went wrong with the card (the form's fields point at it with aria-describedby). */
  error: string | null | undefined;
  /** The card's own fields. */
  children: ReactNode;
}

/**
 * Both card forms around their own fields: the error, "Set as default" (or why the first card is), Cancel and
 * "Save card".
 */
export function CardFormShell({
  card: { pending, makeDefault, setMakeDefault, errorId, hasDefault, onCancel },
  onSubmit,
  submitDisabled = false,
  error,
  children,
}: CardFormShellProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {children}
      <ErrorText id={errorId} role="alert" className="empty:hidden">
        {error}
      </ErrorText>
      {hasDefault ? (
        <div className="flex items-center gap-3">
          <Checkbox
            id={`card-default-${id}`}
            checked={makeDefault}
            disabled={pending}
            onCheckedChange={(checked) => setMakeDefault(checked === true)}
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
        <Button type="submit" disabled={pending || submitDisabled} aria-busy={pending || undefined}>
          {pending ? <Spinner /> : <Lock aria-hidden />}
          {pending ? t('paymentCard.add.pending') : t('paymentCard.add.submit')}
        </Button>
      </div>
    </form>
  );
}
