import { useEffect } from 'react';

/**
 * Spec section 8: failures loading bookings and stats are quietly logged, with nothing shown to the user.
 * The card that failed shows a dash or stays out of the way.
 */
export function useQuietError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`[provider-dashboard] failed to load ${what}`, error);
  }, [what, error]);
}
