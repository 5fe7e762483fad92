import { useEffect } from 'react';

/** Spec section 8: failures loading jobs are logged quietly, with no toast; the section offers a retry. */
export function useQuietError(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.warn(`[provider-schedule] failed to load ${what}`, error);
  }, [what, error]);
}
