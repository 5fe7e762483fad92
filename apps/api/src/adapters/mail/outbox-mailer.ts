import { type Database, type DbOrTx, mailOutbox } from '@limpa/db';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, QUEUES } from '../../lib/job-queue';
import type {
  MailAttachmentRenderer,
  MailDeliveryOutcome,
  Mailer,
  MailMessage,
  MailTransport,
} from '../../lib/mailer';
import type { Metrics } from '../../lib/metrics';
import {
  deliverQueuedMail,
  deliverStrandedMails,
  type MailDeliveryDeps,
  scheduleMailDelivery,
} from './deliver-queued-mail';

/**
 * Writes each mail to the outbox, then delivers it through the transport with retries (decision 030):
 * - in a transaction, the row and its delivery job commit with the change the mail tells about, or neither does;
 * - outside one, the row is committed at once and delivered right away, a job taking over if that fails;
 * - with the local transport (development, tests) the stored row is the delivery.
 */
export class OutboxMailer implements Mailer {
  readonly transport: MailTransport['name'];

  constructor(
    private readonly db: Database,
    private readonly mailTransport: MailTransport,
    private readonly jobs: JobQueue,
    private readonly log?: FastifyBaseLogger,
    private readonly metrics?: Metrics,
    private readonly attachments?: MailAttachmentRenderer,
  ) {
    this.transport = mailTransport.name;
  }

  async send(message: MailMessage, tx?: DbOrTx): Promise<void> {
    const local = this.transport === 'local';
    const [row] = await (tx ?? this.db)
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? null,
        attachInvoiceId: message.attachInvoice?.id ?? null,
        attachLocale: message.attachInvoice?.locale ?? null,
        transport: this.transport,
        status: local ? 'sent' : 'queued',
        sentAt: local ? new Date() : null,
      })
      .returning({ id: mailOutbox.id });
    const mailId = row!.id;
    if (local) {
      this.log?.info({ to: message.to, subject: message.subject }, 'mail stored in the local outbox');
      return;
    }
    if (tx) {
      await this.jobs.sendInTransaction(tx, QUEUES.mailDelivery, { mailId });
      return;
    }
    const outcome = await this.deliver(mailId);
    if (outcome === 'retry') await scheduleMailDelivery(this.jobs, mailId);
  }

  deliver(mailId: string): Promise<MailDeliveryOutcome> {
    return deliverQueuedMail(this.outbox(), mailId);
  }

  deliverStranded(now: Date): Promise<number> {
    return deliverStrandedMails(this.outbox(), now);
  }

  private outbox(): MailDeliveryDeps {
    return {
      db: this.db,
      transport: this.mailTransport,
      log: this.log,
      metrics: this.metrics,
      attachments: this.attachments,
    };
  }

  async close(): Promise<void> {
    await this.mailTransport.close?.();
  }
}
