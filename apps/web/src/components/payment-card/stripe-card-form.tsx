import type { SetupIntentResponse } from '@limpa/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { SetupIntentResult } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSetupIntent } from '@/lib/api/create-setup-intent';
import { paymentErrorMessage } from '@/lib/payment-error';
import { loadStripeOnce } from '@/lib/stripe';
import { CardFormLoading, type CardFormProps, CardFormShell, useCardSave } from './card-form-shell';
import '@/lib/strings/payment-card';
import { ErrorText } from '@/components/ui/error-text';

interface StripeCardFormProps extends CardFormProps {
  publishableKey: string;
}

/**
 * PAYMENTS=stripe: a SetupIntent for the customer, Stripe's Payment Element inside `<Elements>`, confirmed in
 * the page (3-D Secure included) and then saved by its id; the card never touches our servers.
 * Default export: this module is its own lazy chunk (see AddCardForm).
 */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const { t } = useTranslation();
  const [setupIntent, setSetupIntent] = useState<SetupIntentResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const requested = useRef(false);
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);

  useEffect(() => {
    // One SetupIntent per opened form (React's development double effects included).
    if (requested.current) return;
    requested.current = true;
    createSetupIntent().then(setSetupIntent, (error: unknown) =>
      setFailure(paymentErrorMessage(error) ?? t('paymentCard.toasts.addFailed')),
    );
  }, [t]);

  if (failure) {
    return <ErrorText role="alert">{failure}</ErrorText>;
  }
  if (!setupIntent) return <CardFormLoading />;
  return (
    <Elements stripe={stripe} options={{ clientSecret: setupIntent.clientSecret }}>
      <PaymentElementForm {...props} setupIntentId={setupIntent.setupIntentId} />
    </Elements>
  );
}

function PaymentElementForm({ setupIntentId, ...props }: CardFormProps & { setupIntentId: string }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const saving = useCardSave({ ...props, busy: confirming, quiet: true });
  const { errorId } = saving;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    if (!stripe || !elements) {
      setError(t('paymentCard.cardErrors.stripeNotLoaded'));
      return;
    }
    setError(null);
    setConfirming(true);
    let result: SetupIntentResult;
    try {
      result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      });
    } finally {
      setConfirming(false);
    }
    if (result.error) {
      setError(result.error.message ?? t('paymentCard.cardErrors.notConfirmed'));
      return;
    }
    saving.save({ setupIntentId }, (failure) =>
      setError(paymentErrorMessage(failure) ?? t('paymentCard.toasts.addFailed')),
    );
  };

  return (
    <CardFormShell card={saving} onSubmit={onSubmit} submitDisabled={!ready} error={error}>
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
        <legend className="mb-1 font-medium text-sm">{t('paymentCard.add.cardDetails')}</legend>
        {ready ? null : <CardFormLoading />}
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      </fieldset>
    </CardFormShell>
  );
}
