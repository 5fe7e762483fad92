import { useEffect } from 'react';

/**
 * docs/product-rules.md#wording: failures loading bookings, addresses, cleaners, jobs or stats are quietly
 * logged (tagged with the screen, `scope`), with no toast. The section that failed shows a dash, offers a
 * retry or stays out of the way.
 */
export function useQuietError(scope: string, what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`[${scope}] failed to load ${what}`, error);
  }, [scope, what, error]);
}
