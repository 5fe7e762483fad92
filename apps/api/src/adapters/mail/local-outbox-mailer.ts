import { type Database, mailOutbox } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/** Development default: mails are stored in the outbox table (GET /api/dev/outbox) and logged. */
export class LocalOutboxMailer implements Mailer {
  readonly transport = 'local' as const;
  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({ ...message, html: message.html ?? null, transport: 'local' });
    this.log?.info({ to: message.to, subject: message.subject }, 'mail stored in the local outbox');
  }
}
