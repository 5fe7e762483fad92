import { useEffect } from 'react';

/** Spec section 8: failures loading bookings are quietly logged; no error toast. */
export function useQuietError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`[provider-portal] failed to load ${what}`, error);
  }, [what, error]);
}
