import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { STEP_COUNT, STEPS, type WizardStep } from '../wizard-steps';

/** "Step 2 of 6", what comes next and a segmented bar. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-brand-700">
          {t('bookingWizard.progress', { step, total: STEP_COUNT })}
        </span>
        <span className="truncate text-muted-foreground">
          {step < STEP_COUNT
            ? t('bookingWizard.progressNext', { name: t(`bookingWizard.steps.${(step + 1) as WizardStep}`) })
            : t('bookingWizard.progressLast')}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t('bookingWizard.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={t('bookingWizard.progress', { step, total: STEP_COUNT })}
        className="grid grid-cols-6 gap-1.5"
      >
        {STEPS.map((s) => (
          <span
            key={s}
            className={cn(
              'h-1.5 rounded-full transition-colors duration-300',
              s <= step ? 'bg-primary' : 'bg-muted',
            )}
          />
        ))}
      </div>
    </div>
  );
}
