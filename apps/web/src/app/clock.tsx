import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatLongDate } from '@/lib/format';
import { useIsPaintedPage, usePaintedClock } from '@/lib/painted-page';
import { PAINTED_CLOCK_ATTRIBUTE } from './painted-clock';

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
  const paintedClock = usePaintedClock();
  const locale = clockLocale(i18n);
  if (painted) {
    // The server's time in the visitor's zone, moved on by the painted page's entry (painted-clock.ts); without
    // their zone, a line of the same height until the app is live.
    if (!paintedClock) return <span className={className}>{'\u00a0'}</span>;
    const at = new Date(paintedClock.now);
    return (
      <ClockFace
        className={className}
        at={at}
        time={formatClockTime(at, locale, paintedClock.timeZone)}
        date={formatLongDate(at, locale, paintedClock.timeZone)}
        painted
      />
    );
  }
  return (
    <ClockFace
      className={className}
      at={now}
      time={formatClockTime(now, locale)}
      date={formatLongDate(now, locale)}
    />
  );
}

function ClockFace(props: { className?: string; at: Date; time: string; date: string; painted?: boolean }) {
  return (
    <time
      dateTime={props.at.toISOString()}
      className={props.className}
      {...(props.painted ? { [PAINTED_CLOCK_ATTRIBUTE]: '' } : {})}
    >
      <span className="tabular font-semibold text-foreground">{props.time}</span>
      <span aria-hidden className="mx-1.5 text-border">
        ·
      </span>
      <span>{props.date}</span>
    </time>
  );
}
