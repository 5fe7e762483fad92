import { useEffect } from 'react';

/**
 * Spec section 8: failures loading bookings, addresses, providers… are quietly logged, with nothing shown
 * to the user. The section that failed simply stays out of the way.
 */
export function useQuietError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`[customer-home] failed to load ${what}`, error);
  }, [what, error]);
}
