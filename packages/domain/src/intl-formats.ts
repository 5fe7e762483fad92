/**
 * Intl formatters, made once per language and options and then reused. Building one costs about as much as
 * rendering a whole mail with it: a booking request spent a twentieth of its server time building date
 * formatters, and the web app's clock built two every second. Formatters without a `timeZone` option keep the
 * zone the runtime had when they were made (fixed for a browser tab or a server process).
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.Collator;

/** Far above what the app asks for (three languages, a few dozen option sets, a handful of time zones). */
const MAX_FORMATTERS = 500;
const formatters = new Map<string, Formatter>();

function remembered<T extends Formatter>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    // A bound, so that no input (an odd locale or zone from a request) can grow the map without end.
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  remembered(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  remembered(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  remembered(`r ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options));

/** A language's alphabetical order (a list sorted by names the reader sees, as the province select's). */
export const collator = (locale: string, options: Intl.CollatorOptions = {}) =>
  remembered(`c ${locale} ${JSON.stringify(options)}`, () => new Intl.Collator(locale, options));

/**
 * Every time of day the product shows, in one form: hours and minutes on the 24-hour clock, written the
 * language's way ("14:03", "14 h 03" in Québec French). A wall-clock 'HH:mm' (a booking's local time, a slot,
 * an opening hour) is shown as it is; an instant is shown in `timeZone` (the booking's), else the runtime's.
 */
export function formatTimeOfDay(locale: string, time: Date | string, timeZone?: string): string {
  const wallClock = typeof time === 'string';
  return dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: wallClock ? 'UTC' : timeZone,
  }).format(wallClock ? new Date(`1970-01-01T${time.slice(0, 5)}:00Z`) : time);
}

/** A calendar date 'YYYY-MM-DD' (a booking's local date) written out in the language, whatever the zone. */
export function formatCalendarDay(
  locale: string,
  isoDate: string,
  dateStyle: 'full' | 'long' | 'medium' = 'long',
): string {
  return dateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
