import { ApiError } from '@/lib/api-client';
import { errorDescription } from '@/lib/errors';
import { toast } from '@/lib/toast';

/**
 * docs/product-rules.md#wording: a failed save or delete shows the server's message ("Limit Reached" / "You
 * can only have up to 5 additional addresses"); without one (server fault, offline) the fallback title.
 */
export function toastAddressError(error: unknown, fallbackTitle: string) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail) {
    toast.error(error.title, { description: error.detail });
    return;
  }
  toast.error(fallbackTitle, { description: errorDescription(error) });
}
