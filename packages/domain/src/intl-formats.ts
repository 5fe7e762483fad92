/**
 * Intl formatters, made once per language and options and then reused. Building one costs about as much as
 * rendering a whole mail with it: a booking request spent a twentieth of its server time building date
 * formatters, and the web app's clock built two every second. Formatters without a `timeZone` option keep the
 * zone the runtime had when they were made (fixed for a browser tab or a server process).
 */
type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat;

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
