import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from '../../lib/mailer';

/** Hands a mail to an SMTP server (production: the provider's relay). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async deliver(message: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
