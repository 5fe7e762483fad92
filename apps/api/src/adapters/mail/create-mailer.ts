import type { Database } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LocalOutboxMailer } from './local-outbox-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

export function createMailer(config: Config, db: Database, log?: FastifyBaseLogger): Mailer {
  return config.mail.transport === 'smtp'
    ? new SmtpMailer(config.mail.url, config.mailFrom)
    : new LocalOutboxMailer(db, log);
}
