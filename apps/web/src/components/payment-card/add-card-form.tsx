import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { CardFormLoading, type CardFormProps } from './card-form-shell';
import { LocalCardForm } from './local-card-form';
import '@/lib/strings/payment-card';
import { ErrorText } from '@/components/ui/error-text';

// Its own chunk: React Stripe and Stripe.js are fetched only when the processor is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * "Add Card": the built-in test processor's form (PAYMENTS=local) or Stripe's Payment Element confirming a
 * SetupIntent (PAYMENTS=stripe). Either way only a token or a SetupIntent id reaches the API.
 */
export function AddCardForm(props: CardFormProps) {
  const config = usePaymentsConfig();
  const { t } = useTranslation();
  if (config.isError) {
    return <ErrorText role="alert">{t('paymentCard.add.configFailed')}</ErrorText>;
  }
  if (!config.data) return <CardFormLoading />;
  if (config.data.provider === 'local' || !config.data.publishableKey) return <LocalCardForm {...props} />;
  return (
    <Suspense fallback={<CardFormLoading />}>
      <StripeCardForm {...props} publishableKey={config.data.publishableKey} />
    </Suspense>
  );
}
