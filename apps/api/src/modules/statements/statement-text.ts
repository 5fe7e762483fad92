import { dateTimeFormat, formatCalendarDay, numberFormat } from '@limpa/domain';
import { translate } from '../../lib/i18n';
import type { StatementEventRow } from './statements.repository';

/**
 * How a statement says things in the cleaner's language (decision 077): money and dates through Intl (English is
 * the app's Canadian English, as elsewhere), event kinds and descriptions from the server's strings.
 */
export function statementText(locale: string) {
  const intl = locale === 'en' ? 'en-CA' : locale;
  const t = (key: string, vars?: Record<string, string>) =>
    translate(locale, `exports.statements.${key}`, vars);
  return {
    t,
    money: (cents: number, currency: string) =>
      numberFormat(intl, { style: 'currency', currency }).format(cents / 100),
    day: (isoDate: string) => formatCalendarDay(intl, isoDate, 'medium'),
    /** "October 2026", "outubro de 2026". */
    month: (key: string) =>
      dateTimeFormat(intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${key}-01T00:00:00Z`),
      ),
    kind: (kind: StatementEventRow['kind']) => t(`kinds.${kind}`),
    /** The booking an event is about, as the wallet names it; a payout says where it went. */
    description: (row: StatementEventRow) =>
      row.kind === 'payout'
        ? translate(locale, 'catalogue.payout')
        : `${row.serviceName ?? translate(locale, 'catalogue.default_service')} (${row.bookingDate})`,
  };
}
