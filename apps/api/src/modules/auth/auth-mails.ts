import type { Database } from '@limpa/db';
import { negotiateLocale } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import { loadRecipient } from '../notifications/booking-mails';
import { eventMail, type Recipient } from '../notifications/mail-writer';

/** The account mails better-auth asks for: `mail.<key>` (subject, body, action) in the recipient's language. */
export type AccountMailKey = 'password_reset' | 'verify_email';

export interface AccountMailInput {
  brand: string;
  user: { id: string; email: string; name: string };
  url: string;
  /** The request that asked for the mail (better-auth passes it when an HTTP call started it). */
  request?: Request;
}

/**
 * The recipient in their profile's language; a person without a profile yet (or a mail started without one)
 * gets the language the request asked in, else English.
 */
async function accountRecipient(db: Database, input: AccountMailInput): Promise<Recipient> {
  const found = await loadRecipient(db, input.user.id);
  const asked = negotiateLocale(input.request?.headers.get('accept-language') ?? undefined);
  return {
    email: input.user.email,
    name: found?.name || input.user.name,
    locale: found?.locale ?? asked,
  };
}

/** The one layout of every mail (decision 022): greeting, why, the link as the action, what to do if not you. */
export async function accountMail(
  db: Database,
  key: AccountMailKey,
  input: AccountMailInput,
): Promise<MailMessage> {
  const to = await accountRecipient(db, input);
  return eventMail(to, input.brand, key, () => ({}), { url: input.url });
}
