/**
 * The header's clock on a page the server painted (decision 086), kept right until the app draws its own: the
 * server wrote the time of the page in the visitor's zone (the `limpa.tz` cookie the app keeps); this moves its
 * minutes on, by arithmetic on the digits it wrote (no Intl here: the first date format of a page costs a phone
 * a long task). At midnight the date beside it would be wrong: the app is started to draw it (`onNewDay`).
 */
const DIGITS = /^(\d{1,2})(\D+)(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export const PAINTED_CLOCK_ATTRIBUTE = 'data-painted-clock';

export function tickPaintedClock(document: Document, onNewDay: () => void, now: () => number = Date.now) {
  const time = document.querySelector<HTMLTimeElement>(`time[${PAINTED_CLOCK_ATTRIBUTE}]`);
  const digits = time?.firstElementChild;
  const painted = digits?.textContent?.match(DIGITS);
  const at = Date.parse(time?.dateTime ?? '');
  if (!time || !digits || !painted || Number.isNaN(at)) return;
  const [, hours = '0', separator = ':', minutes = '0'] = painted;
  const paintedMinute = Number(hours) * 60 + Number(minutes);
  // This device's clock may differ from the server's: the time since the page was read counts, not the time of day.
  const start = now() - (at % MINUTE_MS);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const step = () => {
    if (!time.isConnected) return;
    const minute = paintedMinute + Math.floor((now() - start) / MINUTE_MS);
    if (minute >= DAY_MINUTES) {
      onNewDay();
      return;
    }
    digits.textContent = `${pad(Math.floor(minute / 60), hours.length)}${separator}${pad(minute % 60, 2)}`;
    setTimeout(step, MINUTE_MS - ((now() - start) % MINUTE_MS));
  };
  setTimeout(step, MINUTE_MS - ((now() - start) % MINUTE_MS));
}
