import { errorDescription } from '@/lib/errors';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * A cleaner's refused booking action (decision 046): the server's reason in the cleaner's language (it
 * translates by Accept-Language: already confirmed, cancelled by the customer, too late…) under the generic
 * "There was an error processing the booking" (docs/product-rules.md#wording), which stands alone only when
 * the server gave no reason; a request that never reached it says so.
 */
export function toastBookingActionError(error: unknown) {
  const generic = i18n.t('cleanerPortal.actions.genericError');
  const description = errorDescription(error, generic);
  toast.error(generic, description === generic ? undefined : { description });
}
