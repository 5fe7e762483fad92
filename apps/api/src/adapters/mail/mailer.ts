export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How e-mail leaves the system: the local outbox (default) or SMTP. */
export interface Mailer {
  readonly transport: 'local' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
