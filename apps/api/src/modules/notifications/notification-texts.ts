import { isNotificationType, type Locale } from '@limpa/contracts';
import { formatCalendarDay, formatTimeOfDay, numberFormat } from '@limpa/domain';
import { translate } from '../../lib/i18n';

/** What a notification row keeps: its type and parameters (the source), and the texts written when it was made. */
export interface StoredNotification {
  type: string;
  data: Record<string, string | number | null>;
  title: string;
  body: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * A notification's parameters as the reader reads them: the booking's local date and time (already in the
 * booking's time zone: a wall clock, shown as it is) and money written the language's way. Values that are
 * not raw (rows written before notifications kept raw parameters had their date and amount formatted) pass
 * through unchanged, so old rows stay readable.
 */
export function readableParams(locale: Locale, params: StoredNotification['data']) {
  const out: Record<string, string | number | null> = { ...params };
  const { date, time, amountCents, currency } = params;
  if (typeof date === 'string' && ISO_DATE.test(date)) out.date = formatCalendarDay(locale, date);
  if (typeof time === 'string' && WALL_CLOCK.test(time)) out.time = formatTimeOfDay(locale, time);
  if (typeof amountCents === 'number' && typeof currency === 'string') {
    out.amount = numberFormat(locale, { style: 'currency', currency }).format(amountCents / 100);
  }
  return out;
}

/**
 * The title and body in the reader's language, made when read (decision 049): the type picks the texts, the
 * parameters fill them. A type this version no longer knows keeps the texts written when it was made.
 */
export function notificationTexts(locale: Locale, n: StoredNotification): { title: string; body: string } {
  if (!isNotificationType(n.type)) return { title: n.title, body: n.body };
  const vars = readableParams(locale, n.data);
  return {
    title: translate(locale, `notifications.${n.type}.title`, vars),
    body: translate(locale, `notifications.${n.type}.body`, vars),
  };
}
