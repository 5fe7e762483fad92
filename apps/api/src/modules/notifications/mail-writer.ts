import type { Locale } from '@limpa/contracts';
import { formatCalendarDay, formatTimeOfDay, numberFormat } from '@limpa/domain';
import { hasTranslation, toLocale, translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import { renderMailHtml, renderMailText } from './mail-layout';
import type { UnsubscribeLink } from './unsubscribe-links';

/** Whom a mail goes to, with the language of their profile (null: English). */
export interface Recipient {
  email: string;
  name: string;
  locale: string | null;
}

type Vars = Record<string, string | number | null | undefined>;

/** Formats and texts in one recipient's language: every mail builder writes through one of these. */
export interface MailWriter {
  locale: Locale;
  /** `mail.<key>` in the recipient's language, with {{brand}} always filled. */
  t(key: string, vars?: Vars): string;
  money(cents: number, currency: string): string;
  /** A calendar date (YYYY-MM-DD), written out in the language, e.g. "Monday, December 7, 2026". */
  date(isoDate: string): string;
  /** A booking's local date, time and zone. */
  when(b: { date: string; time: string; zone: string }): string;
  /** A time zone named for people: "Lisbon time", "heure de Toronto", never "Europe/Lisbon". */
  zone(timeZone: string): string;
}

/** A time zone as people name it, in the language: the product's zones by name, any other by its city. */
export function zoneName(locale: Locale, timeZone: string): string {
  const key = `mail.layout.zones.${timeZone}`;
  if (hasTranslation(locale, key) || hasTranslation('en', key)) return translate(locale, key);
  const city = (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
  return translate(locale, 'mail.layout.zones.other', { city });
}

export function mailWriter(localeTag: string | null | undefined, brand: string): MailWriter {
  const locale = toLocale(localeTag);
  const date = (iso: string) => formatCalendarDay(locale, iso, 'full');
  const t = (key: string, vars: Vars = {}) => translate(locale, `mail.${key}`, { brand, ...vars });
  return {
    locale,
    t,
    money: (cents, currency) => numberFormat(locale, { style: 'currency', currency }).format(cents / 100),
    date,
    when: (b) =>
      t('layout.when', {
        date: date(b.date),
        time: formatTimeOfDay(locale, b.time),
        zone: zoneName(locale, b.zone),
      }),
    zone: (timeZone) => zoneName(locale, timeZone),
  };
}

/** {{date}} and {{when}} of a booking, as most booking mails say them. */
export const bookingDateVars = (
  w: MailWriter,
  b: { bookingDate: string; bookingTime: string; timeZone: string },
) => ({
  date: w.date(b.bookingDate),
  when: w.when({ date: b.bookingDate, time: b.bookingTime, zone: b.timeZone }),
});

export interface MailParts {
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}

/**
 * One mail to one person in their language: `build` writes the parts, the layout makes HTML and text. An
 * optional mail (its type not transactional) passes its `unsubscribe` link: a footer link to the web page, and
 * the RFC 8058 headers so mail clients offer one-click unsubscribe.
 */
export function writeMail(
  to: Recipient,
  brand: string,
  build: (w: MailWriter) => MailParts,
  unsubscribe?: UnsubscribeLink,
): MailMessage {
  const w = mailWriter(to.locale, brand);
  const parts = build(w);
  const content = {
    lang: w.locale,
    brand,
    greeting: w.t('layout.greeting', { name: to.name }),
    paragraphs: parts.paragraphs,
    action: parts.action,
    footer: w.t('layout.footer'),
    unsubscribe: unsubscribe && { label: w.t('layout.unsubscribe'), url: unsubscribe.page },
  };
  return {
    to: to.email,
    subject: parts.subject,
    text: renderMailText(content),
    html: renderMailHtml(content),
    ...(unsubscribe && {
      headers: {
        'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    }),
  };
}

/**
 * The common shape: subject, body (blank lines split paragraphs) and action label of `mail.<key>`, with the
 * same vars; extra paragraphs after the body.
 */
export function eventMail(
  to: Recipient,
  brand: string,
  key: string,
  vars: (w: MailWriter) => Vars,
  options: {
    url?: string;
    extra?: (w: MailWriter) => string[];
    unsubscribe?: UnsubscribeLink;
    /** An invoice whose PDF the mail carries, in the recipient's language (decision 080). */
    attachInvoiceId?: string;
  } = {},
): MailMessage {
  const mail = writeMail(
    to,
    brand,
    (w) => {
      const v = vars(w);
      return {
        subject: w.t(`${key}.subject`, v),
        paragraphs: [...w.t(`${key}.body`, v).split('\n\n'), ...(options.extra?.(w) ?? [])],
        action: options.url ? { label: w.t(`${key}.action`, v), url: options.url } : undefined,
      };
    },
    options.unsubscribe,
  );
  if (!options.attachInvoiceId) return mail;
  return { ...mail, attachInvoice: { id: options.attachInvoiceId, locale: toLocale(to.locale) } };
}
