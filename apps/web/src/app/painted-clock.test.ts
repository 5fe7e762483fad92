// The painted page's clock, moved on without the app (decision 086): minute by minute from what the server wrote,
// by the time passed on this device, and the app started at midnight (the date beside it needs it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINTED_CLOCK_ATTRIBUTE, tickPaintedClock } from './painted-clock';

/** A header clock as the server paints it: `digits` at `at` (an ISO instant, 40 s past the minute here). */
function paintClock(digits: string, at: string) {
  document.body.innerHTML = `<header><time dateTime="${at}" ${PAINTED_CLOCK_ATTRIBUTE}=""><span>${digits}</span>
    <span aria-hidden>·</span><span>Sunday, November 29, 2026</span></time></header>`;
  return document.querySelector('time span') as HTMLSpanElement;
}

describe('the painted clock', () => {
  afterEach(() => vi.useRealTimers());

  it('moves its minutes on as they pass here, in the format the server wrote, whatever this device’s clock says', () => {
    vi.useFakeTimers();
    // This device's clock is 7 minutes off the server's: the page shows the server's time, moved on.
    vi.setSystemTime(new Date('2030-06-03T10:07:40.000Z'));
    const digits = paintClock('09 h 58', '2030-06-03T10:00:40.000Z');
    tickPaintedClock(document, () => {});
    vi.advanceTimersByTime(19_999);
    expect(digits.textContent).toBe('09 h 58');
    vi.advanceTimersByTime(1);
    expect(digits.textContent).toBe('09 h 59');
    vi.advanceTimersByTime(60_000);
    expect(digits.textContent).toBe('10 h 00');
  });

  it('starts the app at midnight rather than show yesterday’s date, and stops once the app has its own clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-06-03T22:59:30.000Z'));
    const digits = paintClock('23:59', '2030-06-03T22:59:30.000Z');
    const newDay = vi.fn();
    tickPaintedClock(document, newDay);
    vi.advanceTimersByTime(30_000);
    expect(newDay).toHaveBeenCalledTimes(1);
    expect(digits.textContent).toBe('23:59');

    const live = paintClock('08:15', '2030-06-03T07:15:00.000Z');
    tickPaintedClock(document, newDay);
    document.body.innerHTML = '<header><time>08:15</time></header>';
    vi.advanceTimersByTime(120_000);
    expect(live.textContent).toBe('08:15');
    expect(newDay).toHaveBeenCalledTimes(1);
  });

  it('leaves a page without a painted clock (the server did not know the zone) as it is', () => {
    document.body.innerHTML = '<header><span>&nbsp;</span></header>';
    expect(() => tickPaintedClock(document, () => {})).not.toThrow();
  });
});
