import { ADDRESS_MESSAGES } from '@limpa/contracts';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AddressValidationKey, REQUIRED_KEY } from '../address-schemas';

export function isAddressValidationKey(message: string): message is AddressValidationKey {
  return message.startsWith('addresses.validation.');
}

/** The text under a field: our checks' keys translated; the server's messages as sent. */
export function useAddressFieldError() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    if (isAddressValidationKey(message)) return t(message);
    // Server messages are shown as sent, except its generic "required" which reads better per field.
    return message === ADDRESS_MESSAGES.required ? t(REQUIRED_KEY) : message;
  };
}
