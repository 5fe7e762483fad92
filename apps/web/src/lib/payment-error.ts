import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-client';
import { helpLink } from '@/lib/help-link';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import '@/lib/strings/payment-card';

/**
 * Wording that points at the payment service's own set-up (docs/product-rules.md#wording), not at the
 * customer's card.
 */
const CONFIGURATION_WORDING = /api[\s_-]?key|authenticat/i;

/** The payment service's message for an error, if it sent one. */
export function paymentErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === NETWORK_ERROR_CODE) return i18n.t('errors.network');
  return error.detail || undefined;
}

export function isConfigurationError(error: unknown): boolean {
  const message = paymentErrorMessage(error);
  return message !== undefined && CONFIGURATION_WORDING.test(message);
}

/**
 * The payments failure toast of docs/product-rules.md#wording: "Configuration Error" when the message is
 * about an API key or authentication; otherwise `fallbackTitle` ("Failed to add payment method", …) with the
 * server's message.
 */
export function toastPaymentError(error: unknown, fallbackTitle: string): void {
  if (isConfigurationError(error)) {
    toast.error(i18n.t('paymentCard.toasts.configTitle'), {
      description: i18n.t('paymentCard.toasts.configDescription'),
      // "Please contact support": the help desk about a payment (decision 067). A plain page load, as this
      // runs outside any screen (the card forms of several features call it) and so has no router at hand.
      action: {
        label: i18n.t('paymentCard.toasts.contactSupport'),
        onClick: () => window.location.assign(helpLink({ topic: 'payment' })),
      },
    });
    return;
  }
  const message = paymentErrorMessage(error);
  toast.error(fallbackTitle, message && message !== fallbackTitle ? { description: message } : undefined);
}
