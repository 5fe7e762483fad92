import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { OnboardingStep } from '../steps';

interface WizardFooterProps {
  step: OnboardingStep;
  onBack: () => void;
  /** A save is running: both buttons wait. */
  pending: boolean;
  /** Only the submit button waits (e.g. while the payout account connects). */
  submitDisabled?: boolean;
}

/** Back (disabled on step 1) and the step's submit: "Save & Continue", or "Save & Finish" on the last step. */
export function WizardFooter({ step, onBack, pending, submitDisabled = false }: WizardFooterProps) {
  const { t } = useTranslation();
  const last = step === 3;
  const label = last ? t('cleanerOnboarding.saveFinish') : t('cleanerOnboarding.saveContinue');
  const pendingLabel = last ? t('cleanerOnboarding.finishing') : t('cleanerOnboarding.saving');
  return (
    <div className="flex gap-3 border-border/70 border-t pt-5">
      <Button variant="outline" size="lg" className="px-4" disabled={step === 1 || pending} onClick={onBack}>
        <ArrowLeft aria-hidden />
        {t('cleanerOnboarding.back')}
      </Button>
      <Button
        type="submit"
        size="lg"
        className="flex-1"
        disabled={pending || submitDisabled}
        aria-busy={pending || undefined}
      >
        {pending ? <Spinner /> : null}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
