import type { DbOrTx } from '@limpa/db';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe for the optional mails. */
  headers?: Record<string, string>;
}

/** How e-mail leaves the system: the local outbox (default) or SMTP. */
export interface Mailer {
  readonly transport: 'local' | 'smtp';
  /**
   * `tx`: the caller's transaction, for mails that must be stored with the change that sends them (the local
   * outbox writes its row in it; SMTP sends before the caller commits, so a failure rolls the change back).
   */
  send(message: MailMessage, tx?: DbOrTx): Promise<void>;
  close?(): Promise<void>;
}
