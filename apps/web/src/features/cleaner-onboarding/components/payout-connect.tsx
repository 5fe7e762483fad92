import { CircleCheck, Hourglass, Landmark } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import type { PayoutStatus } from '../use-payout-status';

interface PayoutConnectProps {
  status: PayoutStatus;
  buttonRef: Ref<HTMLButtonElement>;
  /** "Connecting…" (local) or on the way to Stripe. */
  connecting: boolean;
  disabled: boolean;
  /** Why finishing was refused (connect first, or the API's "Payout Account Not Ready"). */
  refusal: string | null;
  onConnect: () => void;
}

/** Step 3's payout account: connected, not ready yet at Stripe, or the button that connects it. */
export function PayoutConnect({
  status,
  buttonRef,
  connecting,
  disabled,
  refusal,
  onConnect,
}: PayoutConnectProps) {
  const { t } = useTranslation();
  const stripe = status.provider === 'stripe';

  if (status.connected) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-0.5">
          <p className="font-semibold text-brand-900">{t('cleanerOnboarding.payout.connected')}</p>
          <p className="text-muted-foreground text-sm">{t('cleanerOnboarding.payout.arrival')}</p>
        </div>
      </div>
    );
  }

  const label = stripe
    ? status.notReady
      ? t('cleanerOnboarding.payout.continueStripe')
      : t('cleanerOnboarding.payout.connectStripe')
    : t('cleanerOnboarding.payout.connect');

  return (
    <>
      {status.notReady ? (
        <p className="flex items-start gap-2 rounded-xl bg-status-pending-bg p-3 text-sm text-status-pending">
          <Hourglass aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('cleanerOnboarding.payout.notReady')}
        </p>
      ) : null}
      <Button
        ref={buttonRef}
        size="lg"
        variant={refusal ? 'primary' : 'secondary'}
        className="w-full"
        disabled={disabled || connecting || status.provider === undefined || status.checking}
        aria-describedby={refusal ? 'onboarding-payout-error' : undefined}
        onClick={onConnect}
      >
        {connecting || status.checking ? <Spinner /> : <Landmark aria-hidden />}
        {status.checking
          ? t('cleanerOnboarding.payout.checking')
          : connecting
            ? stripe
              ? t('cleanerOnboarding.payout.openingStripe')
              : t('cleanerOnboarding.payout.connecting')
            : label}
      </Button>
      {refusal ? (
        <ErrorText id="onboarding-payout-error" role="alert">
          {refusal}
        </ErrorText>
      ) : null}
    </>
  );
}
