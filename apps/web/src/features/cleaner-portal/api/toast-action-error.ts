import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * docs/product-rules.md#wording, a cleaner's booking action, generic: "There was an error processing the
 * booking. Please try again." A state conflict (409: already confirmed, cancelled by the customer…) shows the
 * server's words.
 */
export function toastBookingActionError(error: unknown) {
  if (error instanceof ApiError && error.status === 409 && error.detail) {
    toast.error(error.title, { description: error.detail });
    return;
  }
  toast.error(i18n.t('cleanerPortal.actions.genericError'));
}
