import '../cleaner-onboarding-strings';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { FocusHeading } from '@/components/focus-heading';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/app-config';
import { useCleanerProfile } from '@/lib/use-cleaner-profile';
import { BasicInfoStep } from '../components/basic-info-step';
import { HoursRateStep } from '../components/hours-rate-step';
import { OnboardingProgress } from '../components/onboarding-progress';
import { PaymentStep } from '../components/payment-step';
import { type OnboardingStep, parseStep } from '../steps';

/**
 * /provider/complete-profile?step=1..3: the cleaner onboarding wizard. The step lives in the query
 * string (so the browser's back button and a reload keep it); each step saves on its own.
 */
export function CompleteProfilePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const profile = useCleanerProfile();
  const [params, setParams] = useSearchParams();
  const rawStep = params.get('step');
  const step = parseStep(rawStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);
  const title = t('pages.cleanerCompleteProfile');

  // A missing or invalid ?step= becomes step 1 in the address bar too.
  useEffect(() => {
    if (rawStep !== String(step)) setParams({ step: String(step) }, { replace: true });
  }, [rawStep, step, setParams]);

  // On a new step, start at its top and move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const goTo = (next: OnboardingStep) => setParams({ step: String(next) });
  const back = () => {
    if (step > 1) goTo((step - 1) as OnboardingStep);
  };

  return (
    <div className="flex flex-col gap-6">
      <title>{t('common.pageTitle', { page: title, brand })}</title>
      <div className="flex flex-col gap-3">
        <BackLink to="/provider/dashboard">{t('cleanerOnboarding.backToDashboard')}</BackLink>
        <div className="flex flex-col gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{t('cleanerOnboarding.intro')}</p>
        </div>
      </div>

      <OnboardingProgress step={step} done={profile?.onboardingSteps ?? { 1: false, 2: false, 3: false }} />

      <Card>
        <CardContent className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <FocusHeading ref={headingRef} className="font-semibold text-xl tracking-tight">
              {t(`cleanerOnboarding.steps.${step}`)}
            </FocusHeading>
            <p className="text-muted-foreground text-sm">{t(`cleanerOnboarding.stepDescriptions.${step}`)}</p>
          </div>
          {!profile ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              <Skeleton className="h-20 w-20 rounded-full" />
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : step === 1 ? (
            <BasicInfoStep profile={profile} onBack={back} onSaved={() => goTo(2)} />
          ) : step === 2 ? (
            <HoursRateStep profile={profile} onBack={back} onSaved={() => goTo(3)} />
          ) : (
            <PaymentStep profile={profile} onBack={back} onGoToStep={goTo} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
