import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@limpa/domain';
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '../auth-schemas';
import { FULL_NAME_MAX_LENGTH } from '../limits';

/** Translates a schema message key (with the limits it may mention) for display under a field. */
export function useFieldError() {
  const { t } = useTranslation();
  return (error: { message?: string } | undefined): string | undefined =>
    error?.message
      ? t(error.message as ValidationKey, {
          min: PASSWORD_MIN_LENGTH,
          max: error.message === 'validation.fullNameMax' ? FULL_NAME_MAX_LENGTH : PASSWORD_MAX_LENGTH,
        })
      : undefined;
}
