import type { DbOrTx } from '@limpa/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe for the optional mails. */
  headers?: Record<string, string>;
}

/** What became of one delivery attempt: `retry` while the transport refuses, `skipped` when taken or sent. */
export type MailDeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * How the product sends e-mail: every mail is written to the outbox first, in the caller's transaction when it
 * passes one (so a mail exists exactly when the change it tells about commits), then delivered with retries.
 */
export interface Mailer {
  readonly transport: MailTransport['name'];
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
  /** Hands one outbox mail to the transport, at most once at a time (the mail-delivery job). */
  deliver(mailId: string): Promise<MailDeliveryOutcome>;
  /** The lifecycle sweep's backstop: mails left undelivered are tried again; returns how many went. */
  deliverStranded(now: Date): Promise<number>;
  close?(): Promise<void>;
}

/** Where mail leaves the system: the local outbox (development default, nothing leaves) or an SMTP server. */
export interface MailTransport {
  readonly name: 'local' | 'smtp';
  deliver(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
