import { ONBOARDING_STEPS } from '@limpa/domain';

export type OnboardingStep = 1 | 2 | 3;

/** `?step=` → 1..3; anything else (missing, 0, 7, "abc") → 1. */
export function parseStep(value: string | null): OnboardingStep {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= ONBOARDING_STEPS ? (step as OnboardingStep) : 1;
}
