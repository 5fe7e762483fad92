import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { JobQueue } from '../../lib/job-queue';
import type { MailAttachmentRenderer, MailTransport } from '../../lib/mailer';
import type { Metrics } from '../../lib/metrics';
import { OutboxMailer } from './outbox-mailer';
import { SmtpTransport } from './smtp-transport';

export function createMailTransport(config: Config): MailTransport {
  return config.mail.transport === 'smtp'
    ? new SmtpTransport(config.mail.url, config.mailFrom)
    : { name: 'local', deliver: async () => {} };
}

export function createMailer(
  config: Config,
  db: Database,
  jobs: JobQueue,
  log?: FastifyBaseLogger,
  metrics?: Metrics,
  attachments?: MailAttachmentRenderer,
): OutboxMailer {
  return new OutboxMailer(db, createMailTransport(config), jobs, log, metrics, attachments);
}
