import type { DbOrTx } from '@limpa/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe for the optional mails. */
  headers?: Record<string, string>;
  /**
   * An invoice's PDF to attach, in this language: the outbox row keeps the id and the delivery renders the file
   * (no PDF in the outbox or a job; decision 080).
   */
  attachInvoice?: { id: string; locale: string };
}

/** A file a delivered mail carries. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What a transport hands to the server: the mail with its files rendered. */
export type OutgoingMail = Omit<MailMessage, 'attachInvoice'> & { attachments?: MailAttachment[] };

/** Renders the files a queued mail names, at delivery (the invoices module's PDF; app.ts wires it). */
export interface MailAttachmentRenderer {
  /** Undefined when there is no such invoice: the mail then fails for good rather than go without it. */
  invoicePdf(invoiceId: string, locale: string): Promise<MailAttachment | undefined>;
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
  deliver(message: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
