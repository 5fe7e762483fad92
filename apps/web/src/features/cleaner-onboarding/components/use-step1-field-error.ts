import { ONBOARDING_MESSAGES } from '@limpa/contracts';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type OnboardingValidationKey, REQUIRED_KEY } from '../onboarding-schemas';

function isValidationKey(message: string): message is OnboardingValidationKey {
  return message.startsWith('cleanerOnboarding.validation.');
}

/** The text under a step 1 field: our checks' keys translated; the server's messages as sent. */
export function useStep1FieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (isValidationKey(message)) return t(message);
    // The server's generic "required" reads better per field; its other messages are shown as sent.
    return message === ONBOARDING_MESSAGES.required ? t(REQUIRED_KEY) : message;
  };
}
