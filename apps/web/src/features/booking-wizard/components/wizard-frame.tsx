import { ArrowLeft, RotateCcw } from 'lucide-react';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { WizardStep } from '../wizard-steps';
import { WizardProgress } from './wizard-progress';

interface WizardFrameProps {
  title: string;
  step: WizardStep;
  onBack: () => void;
  /** Forget the choices and begin again at step 1 (offered from step 2 on). */
  onStartOver: () => void;
  /** The step's heading, focused when the step is shown. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The sticky action bar under the step. */
  actions: ReactNode;
  children: ReactNode;
}

/** The wizard's page: back button, title and Start over, progress, the current step with its heading and intro. */
export function WizardFrame({
  title,
  step,
  onBack,
  onStartOver,
  headingRef,
  actions,
  children,
}: WizardFrameProps) {
  const { t } = useTranslation();
  // The step the page opened on shows as it is (a painted page is taken over without fading in again); each step
  // moved to after fades in. Recorded as it renders: the same answer however often React renders it.
  const shown = useRef(step);
  const moved = useRef(false);
  if (shown.current !== step) {
    shown.current = step;
    moved.current = true;
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={onBack}
          aria-label={t('bookingWizard.back')}
          className="-ml-3"
        >
          <ArrowLeft aria-hidden className="!size-5" />
        </Button>
        <h1 className="flex-1 font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {step > 1 ? (
          <Button variant="ghost" size="sm" onClick={onStartOver}>
            <RotateCcw aria-hidden />
            {t('bookingWizard.startOver')}
          </Button>
        ) : null}
      </div>

      <WizardProgress step={step} />

      <section
        key={step}
        aria-labelledby="wizard-step-heading"
        className={cn('flex flex-col gap-4', moved.current && 'animate-fade-in motion-reduce:animate-none')}
      >
        <div className="flex flex-col gap-1">
          <h2
            id="wizard-step-heading"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-xl tracking-tight focus:outline-none"
          >
            {t(`bookingWizard.steps.${step}`)}
          </h2>
          <p className="text-muted-foreground text-sm">{t(`bookingWizard.stepIntro.${step}`)}</p>
        </div>
        {children}
      </section>

      {actions}
    </div>
  );
}
