import type { AddressInfo } from 'node:net';
import { mailOutbox } from '@limpa/db';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_MAIL_ATTEMPTS, runMailDeliveryJob } from '../../src/adapters/mail/deliver-queued-mail';
import { runLifecycleTick } from '../../src/jobs/lifecycle-jobs';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// The outbox in front of a real SMTP peer on loopback that can be told to refuse mail, as a provider's relay
// does when it is down or throttling.
const received: string[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (refuse) return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
    callback();
  },
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received.push(...session.envelope.rcptTo.map((r) => r.address));
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TRANSPORT: 'smtp' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  refuse = false;
});

let n = 0;
const message = () => ({
  to: `mail-${++n}-${Date.now()}@limpa.test`,
  subject: 'Hello',
  text: 'Body with a secret link',
});
const rowTo = async (to: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];
const mailer = () => t.app.ctx.mailer;
const count = (to: string) => received.filter((r) => r === to).length;

describe('mail delivery through the outbox', () => {
  it('sends at once when the server takes it, and keeps no content of a sent mail', async () => {
    const m = message();
    await t.app.ctx.mailer.send(m);
    expect(count(m.to)).toBe(1);
    expect(await rowTo(m.to)).toMatchObject({ status: 'sent', attempts: 1, text: '', html: null });
  });

  it('a refused mail stays queued; its job fails (so the queue retries) until the server takes it, once', async () => {
    const m = message();
    refuse = true;
    await t.app.ctx.mailer.send(m);
    expect(await rowTo(m.to)).toMatchObject({ status: 'queued', attempts: 1, text: m.text });
    expect((await rowTo(m.to))!.lastError).toMatch(/try again later/);
    const id = (await rowTo(m.to))!.id;
    await expect(runMailDeliveryJob(mailer(), id)).rejects.toThrow(/not delivered yet/);
    refuse = false;
    await runMailDeliveryJob(mailer(), id);
    await runMailDeliveryJob(mailer(), id); // a duplicate job finds it sent
    expect(count(m.to)).toBe(1);
    expect(await rowTo(m.to)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('two deliveries of one mail at once send it once', async () => {
    const m = message();
    refuse = true;
    await t.app.ctx.mailer.send(m);
    refuse = false;
    const id = (await rowTo(m.to))!.id;
    const outcomes = await Promise.all([mailer().deliver(id), mailer().deliver(id)]);
    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(count(m.to)).toBe(1);
  });

  it('in a transaction: a rolled-back change leaves no mail; a committed one leaves the mail and its job', async () => {
    const lost = message();
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.ctx.mailer.send(lost, tx);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await rowTo(lost.to)).toBeUndefined();

    const kept = message();
    await t.db.transaction((tx) => t.app.ctx.mailer.send(kept, tx));
    const row = await rowTo(kept.to);
    expect(row).toMatchObject({ status: 'queued', attempts: 0 });
    const jobs = await t.db.execute(
      sql`select 1 from pgboss.job where name = 'mail-delivery' and data->>'mailId' = ${row!.id}`,
    );
    expect(jobs.rows).toHaveLength(1);
    await runMailDeliveryJob(mailer(), row!.id);
    expect(count(kept.to)).toBe(1);
  });

  it('the lifecycle sweep sends what a stopped process left behind, and not what is still fresh', async () => {
    const fresh = message();
    const stranded = message();
    const claimed = message();
    await t.db.transaction(async (tx) => {
      for (const m of [fresh, stranded, claimed]) await t.app.ctx.mailer.send(m, tx);
    });
    await t.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(mailOutbox.to, stranded.to));
    // Claimed 6 minutes ago by a process that then stopped.
    await t.db
      .update(mailOutbox)
      .set({
        createdAt: sql`now() - interval '11 minutes'`,
        status: 'sending',
        claimedAt: sql`now() - interval '6 minutes'`,
      })
      .where(eq(mailOutbox.to, claimed.to));
    const { strandedMailsSent } = await runLifecycleTick(t.app.ctx, new Date());
    expect(strandedMailsSent).toBeGreaterThanOrEqual(2);
    expect([count(fresh.to), count(stranded.to), count(claimed.to)]).toEqual([0, 1, 1]);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts and marks the mail failed`, async () => {
    const m = message();
    refuse = true;
    await t.app.ctx.mailer.send(m);
    const id = (await rowTo(m.to))!.id;
    await t.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    expect(await mailer().deliver(id)).toBe('failed');
    expect(await rowTo(m.to)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    refuse = false;
    expect(await mailer().deliver(id)).toBe('skipped');
    expect(count(m.to)).toBe(0);
  });
});
