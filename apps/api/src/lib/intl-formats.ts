/**
 * Intl formatters, made once per language and options: building one costs about as much as rendering a whole
 * mail with it (a booking request spent a twentieth of its server time building date formatters).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function remembered<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  remembered(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  remembered(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
