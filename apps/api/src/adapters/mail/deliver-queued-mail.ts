import { type Database, mailOutbox } from '@limpa/db';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type JobQueue, QUEUES } from '../../lib/job-queue';
import type {
  MailAttachment,
  MailAttachmentRenderer,
  MailDeliveryOutcome,
  Mailer,
  MailTransport,
} from '../../lib/mailer';
import type { Metrics } from '../../lib/metrics';

/** The outbox's own parts (its transport is no part of the app's context: only this adapter sees it). */
export interface MailDeliveryDeps {
  db: Database;
  transport: MailTransport;
  log?: FastifyBaseLogger;
  metrics?: Metrics;
  /** Renders the invoice a mail names (decision 080); a mail naming one cannot go without it. */
  attachments?: MailAttachmentRenderer;
}

export interface MailDeliveryJob {
  mailId: string;
}

/** After this many refused or failed attempts a mail is marked failed and left alone. */
export const MAX_MAIL_ATTEMPTS = 10;
/** A claim older than this belongs to a process that stopped mid-delivery: the mail is taken again. */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;
/** A queued mail this old has lost its job (the process stopped before scheduling one): the sweep requeues it. */
const STRANDED_MS = 10 * 60_000;

/**
 * Delivers one outbox mail at most once at a time: the row is claimed with a compare-and-swap (queued, or a
 * stale claim), handed to the transport, then marked sent. A sent row keeps who, what subject and when, not
 * the content (links in it, such as password resets, are secrets). Delivery is at least once: a process that
 * stops after the server took the mail but before marking it sends it again later.
 */
export async function deliverQueuedMail(
  deps: MailDeliveryDeps,
  mailId: string,
): Promise<MailDeliveryOutcome> {
  const [mail] = await deps.db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, mailId),
        or(
          eq(mailOutbox.status, 'queued'),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, STALE_CLAIM)),
        ),
      ),
    )
    .returning();
  if (!mail) return 'skipped';
  try {
    await deps.transport.deliver({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      headers: mail.headers ?? undefined,
      attachments: await renderAttachments(deps, mail),
    });
  } catch (err) {
    const failed = mail.attempts >= MAX_MAIL_ATTEMPTS;
    deps.metrics?.mailFailure();
    await deps.db
      .update(mailOutbox)
      .set({
        status: failed ? 'failed' : 'queued',
        claimedAt: null,
        lastError: String((err as Error)?.message ?? err).slice(0, 500),
      })
      .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'sending')));
    deps.log?.warn(
      { err, mailId, attempts: mail.attempts },
      failed ? 'mail failed for good' : 'mail not delivered yet',
    );
    return failed ? 'failed' : 'retry';
  }
  await deps.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, claimedAt: null, lastError: null, text: '', html: null })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'sending')));
  return 'sent';
}

/** The files a mail names, rendered now: none, or its invoice's PDF (throws while it cannot be made). */
async function renderAttachments(
  deps: MailDeliveryDeps,
  mail: { attachInvoiceId: string | null; attachLocale: string | null },
): Promise<MailAttachment[] | undefined> {
  if (!mail.attachInvoiceId) return undefined;
  const file = await deps.attachments?.invoicePdf(mail.attachInvoiceId, mail.attachLocale ?? 'en');
  if (!file) throw new Error(`invoice ${mail.attachInvoiceId} cannot be attached`);
  return [file];
}

/** The delivery job: throws while the mail should be tried again, so the queue retries it with backoff. */
export async function runMailDeliveryJob(mailer: Mailer, mailId: string): Promise<void> {
  const outcome = await mailer.deliver(mailId);
  if (outcome === 'retry') throw new Error(`mail ${mailId} not delivered yet`);
}

/** A delivery job a minute from now (a second job for the same mail finds it claimed or sent, and stops). */
export function scheduleMailDelivery(jobs: JobQueue, mailId: string) {
  return jobs.send(QUEUES.mailDelivery, { mailId }, { startAfterSeconds: 60 });
}

/**
 * The lifecycle sweep's backstop: mails still undelivered 10 minutes after they were written (their job was
 * lost with a stopped process, or ran out of retries before the server came back) are tried again here, at most
 * 100 a run, until they go or reach MAX_MAIL_ATTEMPTS. Returns how many went.
 */
export async function deliverStrandedMails(deps: MailDeliveryDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['queued', 'sending']),
        lt(mailOutbox.createdAt, new Date(now.getTime() - STRANDED_MS)),
      ),
    )
    .limit(100);
  let sent = 0;
  for (const { id } of rows) if ((await deliverQueuedMail(deps, id)) === 'sent') sent++;
  return sent;
}
