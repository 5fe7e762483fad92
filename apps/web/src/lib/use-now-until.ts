import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later instant is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The current time, read again when `instant` comes: a screen that offers an action from a given time (Complete
 * Job from the booking's start) shows it then without a reload. Tests set the clock (vi.setSystemTime).
 */
export function useNowUntil(instant: Date): Date {
  const [now, setNow] = useState(() => new Date());
  const at = instant.getTime();
  useEffect(() => {
    const wait = at - now.getTime();
    if (wait <= 0) return;
    const id = window.setTimeout(() => setNow(new Date()), Math.min(wait, LONGEST_WAIT_MS));
    return () => window.clearTimeout(id);
  }, [at, now]);
  return now;
}
