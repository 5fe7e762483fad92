import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatLongDate } from '@/lib/format';
import { useIsPaintedPage } from '@/lib/painted-page';

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The language the clock formats in. */
const clockLocale = (i18n: { resolvedLanguage?: string; language: string }) =>
  i18n.resolvedLanguage ?? i18n.language;

/**
 * Builds the clock's two formats ahead of its first render (app/warm-first-render.ts): the first date format of
 * a page loads the language's calendar data, the longest single step of the signed-in shell's first render.
 */
export function prepareClockFormats(i18n: { resolvedLanguage?: string; language: string }) {
  const now = new Date();
  formatClockTime(now, clockLocale(i18n));
  formatLongDate(now, clockLocale(i18n));
}

/** 24-hour time (ticking every second) and the long date. Not a live region: it would chatter. */
export function Clock({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const now = useNow(1000);
  const painted = useIsPaintedPage();
  const locale = clockLocale(i18n);
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
