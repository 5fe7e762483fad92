import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatLongDate } from '@/lib/format';
import { useIsPaintedPage } from './painted-page';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** 24-hour time (ticking every second) and the long date. Not a live region: it would chatter. */
export function Clock({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const now = useNow(1000);
  const painted = useIsPaintedPage();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  // The build's clock is not the visitor's: a line of the same height until the app is live.
  if (painted) return <span className={className}>{'\u00a0'}</span>;
  return (
    <time dateTime={now.toISOString()} className={className}>
      <span className="tabular font-semibold text-foreground">{formatClockTime(now, locale)}</span>
      <span aria-hidden className="mx-1.5 text-border">
        ·
      </span>
      <span>{formatLongDate(now, locale)}</span>
    </time>
  );
}
