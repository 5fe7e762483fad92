import { ONBOARDING_STEPS } from '@limpa/domain';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { OnboardingStep } from '../steps';

interface OnboardingProgressProps {
  step: OnboardingStep;
  /** Steps already saved (the profile's `onboardingSteps`). */
  done: Readonly<Record<OnboardingStep, boolean>>;
}

/** "Step 2 of 3", a progress bar at step/3 and the three steps by name. */
export function OnboardingProgress({ step, done }: OnboardingProgressProps) {
  const { t } = useTranslation();
  const percent = Math.round((step / ONBOARDING_STEPS) * 100);
  const steps = [1, 2, 3] as const;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-foreground">
          {t('cleanerOnboarding.stepOf', { step, total: ONBOARDING_STEPS })}
        </span>
        <span className="text-muted-foreground tabular-nums">
          {t('cleanerOnboarding.percent', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('cleanerOnboarding.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('cleanerOnboarding.progressValue', {
          step,
          total: ONBOARDING_STEPS,
          name: t(`cleanerOnboarding.steps.${step}`),
        })}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol aria-label={t('cleanerOnboarding.stepsLabel')} className="grid grid-cols-3 gap-2">
        {steps.map((item) => {
          const current = item === step;
          const complete = done[item] && !current;
          return (
            <li
              key={item}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 font-semibold text-sm tabular-nums transition-colors',
                  current && 'border-primary bg-primary text-primary-foreground',
                  complete && 'border-primary bg-brand-50 text-primary',
                  !current && !complete && 'border-border bg-card text-muted-foreground',
                )}
              >
                {complete ? <Check className="size-4" strokeWidth={3} /> : item}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight',
                  current ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(`cleanerOnboarding.steps.${item}`)}
                {complete ? <span className="sr-only"> ({t('cleanerOnboarding.stepDone')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
