import type { Profile } from '@limpa/contracts';
import { currencyForCountry, FALLBACK_CURRENCY, WITHDRAWAL_MINIMUM_CENTS } from '@limpa/domain';
import { CircleAlert, Landmark, ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CleanerDocumentsSection } from '@/components/cleaner-documents/cleaner-documents-section';
import { IconBadge } from '@/components/icon-badge';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/app-config';
import { formatMoney } from '@/lib/format';
import { finishErrorDetail, useFinishOnboarding } from '../api/complete-onboarding';
import { useConnectPayout } from '../api/connect-payout';
import type { OnboardingStep } from '../steps';
import { usePayoutStatus } from '../use-payout-status';
import { PayoutConnect } from './payout-connect';
import { WizardFooter } from './wizard-footer';

interface PaymentStepProps {
  profile: Profile;
  onBack: () => void;
  onGoToStep: (step: OnboardingStep) => void;
}

/**
 * Step 3 "Payment Information": the payout connect (local: simulated, "Connecting…" for 1 s; Stripe: its
 * Express onboarding, which sends the cleaner back here), then "Save & Finish" saves the step, completes the
 * profile and opens the dashboard. In Stripe mode the API refuses to finish until Stripe can pay the account.
 */
export function PaymentStep({ profile, onBack, onGoToStep }: PaymentStepProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const connectButton = useRef<HTMLButtonElement>(null);
  const status = usePayoutStatus(profile);
  const connect = useConnectPayout(status.provider ?? 'local');
  const finish = useFinishOnboarding();
  const [refusal, setRefusal] = useState<string | null>(null);
  const missing = ([1, 2] as const).filter((step) => !profile.onboardingSteps[step]);
  // The minimum in the currency the cleaner will earn in (step 1's country), as the wallet will say it.
  const currency =
    profile.currency ?? (profile.country ? currencyForCountry(profile.country) : FALLBACK_CURRENCY);
  const minimum = formatMoney(WITHDRAWAL_MINIMUM_CENTS, currency);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An account Stripe is still reviewing goes to the API, whose refusal says what is missing.
    if (!status.connected && !status.notReady) {
      setRefusal(t('cleanerOnboarding.payout.connectFirst'));
      connectButton.current?.focus();
      return;
    }
    setRefusal(null);
    finish.mutate(undefined, {
      onSuccess: () => void navigate('/provider/dashboard'),
      onError: (error) => setRefusal(finishErrorDetail(error)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <section aria-labelledby="onboarding-payout-heading" className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <IconBadge icon={Landmark} className="size-11 shrink-0 rounded-xl bg-brand-50 text-brand-700" />
          <div className="flex flex-col gap-1">
            <h3 id="onboarding-payout-heading" className="font-semibold text-base">
              {t('cleanerOnboarding.payout.heading')}
            </h3>
            <p className="text-muted-foreground text-sm">{t('cleanerOnboarding.payout.description')}</p>
            <p className="text-muted-foreground text-sm">
              {t('cleanerOnboarding.payout.schedule', { minimum })}
            </p>
          </div>
        </div>

        <div aria-live="polite" className="flex flex-col gap-3">
          <PayoutConnect
            status={status}
            buttonRef={connectButton}
            connecting={connect.isPending || (connect.isSuccess && status.provider === 'stripe')}
            disabled={finish.isPending}
            refusal={refusal}
            onConnect={() => {
              setRefusal(null);
              connect.mutate();
            }}
          />
        </div>
        <p className="flex items-start gap-2 text-muted-foreground text-xs">
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          {t('cleanerOnboarding.payout.secure', { brand })}
        </p>
      </section>

      <CleanerDocumentsSection />

      {missing.length > 0 ? (
        <section
          aria-labelledby="onboarding-review-heading"
          className="flex flex-col gap-2 rounded-xl border border-accent-200 bg-accent-50 p-4"
        >
          <h3
            id="onboarding-review-heading"
            className="flex items-center gap-2 font-semibold text-accent-800"
          >
            <CircleAlert aria-hidden className="size-4" />
            {t('cleanerOnboarding.payout.review')}
          </h3>
          <ul className="flex flex-col gap-2">
            {missing.map((step) => (
              <li key={step} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span>
                  {t('cleanerOnboarding.payout.stepMissing', {
                    step,
                    name: t(`cleanerOnboarding.steps.${step}`),
                  })}
                </span>
                <Button variant="link" size="sm" onClick={() => onGoToStep(step)}>
                  {t('cleanerOnboarding.payout.goToStep', { step })}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <WizardFooter step={3} onBack={onBack} pending={finish.isPending} submitDisabled={connect.isPending} />
    </form>
  );
}
