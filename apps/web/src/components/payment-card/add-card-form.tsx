import type { PaymentMethod } from '@limpa/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentsConfig } from '@/lib/api/get-payments-config';
import { LocalCardForm } from './local-card-form';
import '@/lib/strings/payment-card';

/** What both card forms take. */
export interface CardFormProps {
  /** Whether a default card exists already (else the new card becomes the default by itself). */
  hasDefault: boolean;
  onAdded: (card: PaymentMethod) => void;
  onCancel: () => void;
  onPendingChange: (pending: boolean) => void;
}

// Its own chunk: React Stripe and Stripe.js are fetched only when the processor is Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

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
 * "Add Card": the built-in test processor's form (PAYMENTS=local) or Stripe's Payment Element confirming a
 * SetupIntent (PAYMENTS=stripe). Either way only a token or a SetupIntent id reaches the API.
 */
export function AddCardForm(props: CardFormProps) {
  const config = usePaymentsConfig();
  const { t } = useTranslation();
  if (config.isError) {
    return (
      <p role="alert" className="font-medium text-destructive-text text-sm">
        {t('paymentCard.add.configFailed')}
      </p>
    );
  }
  if (!config.data) return <CardFormLoading />;
  if (config.data.provider === 'local' || !config.data.publishableKey) return <LocalCardForm {...props} />;
  return (
    <Suspense fallback={<CardFormLoading />}>
      <StripeCardForm {...props} publishableKey={config.data.publishableKey} />
    </Suspense>
  );
}
