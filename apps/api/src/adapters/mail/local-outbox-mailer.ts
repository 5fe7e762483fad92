import { type Database, type DbOrTx, mailOutbox } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

/** Development default: mails are stored in the outbox table (GET /api/dev/outbox) and logged. */
export class LocalOutboxMailer implements Mailer {
  readonly transport = 'local' as const;
  constructor(
    private readonly db: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage, tx?: DbOrTx): Promise<void> {
    await (tx ?? this.db).insert(mailOutbox).values({
      ...message,
      html: message.html ?? null,
      headers: message.headers ?? null,
      transport: 'local',
    });
    this.log?.info({ to: message.to, subject: message.subject }, 'mail stored in the local outbox');
  }
}
