import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { STEP, type WizardStep } from '../wizard-steps';

interface WizardActionBarProps {
  step: WizardStep;
  canContinue: boolean;
  /** The booking is being sent. */
  pending: boolean;
  onBack: () => void;
  onContinue: () => void;
  onSubmit: () => void;
}

/** The sticky bar under the step: Back, then Continue (or Book now on the last step). */
export function WizardActionBar({
  step,
  canContinue,
  pending,
  onBack,
  onContinue,
  onSubmit,
}: WizardActionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 md:bottom-24">
      <div className="flex gap-3 rounded-2xl border border-border/70 bg-card/95 p-3 shadow-float backdrop-blur-md">
        {step > 1 ? (
          <Button variant="outline" onClick={onBack} disabled={pending}>
            {t('bookingWizard.back')}
          </Button>
        ) : null}
        {step < STEP.review ? (
          <Button className="flex-1" onClick={onContinue} disabled={!canContinue}>
            {t('bookingWizard.continue')}
          </Button>
        ) : (
          <Button className="flex-1" onClick={onSubmit} disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('bookingWizard.booking') : t('bookingWizard.bookNow')}
          </Button>
        )}
      </div>
    </div>
  );
}
