import { auditLog, notifications, supportCases, supportMessages } from '@limpa/db';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, customerWithAddressAndCard } from '../helpers/booking-fixtures';
import { lastMailTo } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const GUEST = '/api/v1/support/guest-cases';
const QUEUE = '/api/v1/admin/support/cases';

let addresses = 0;
/** Each test writes from its own address: the per-address limit is one of the things tested. */
const nextAddress = () => `198.51.100.${++addresses}`;

const write = (payload: object, remoteAddress: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: GUEST,
    remoteAddress,
    headers: { 'accept-language': locale },
    payload,
  });
const message = (email: string) => ({
  email,
  name: 'Rui Costa',
  topic: 'account',
  body: 'A minha conta foi suspensa e não sei porquê.',
});

async function casesOf(email: string) {
  return t.db.select().from(supportCases).where(eq(supportCases.guestEmail, email));
}

describe('messages from signed-out visitors (decision 073)', () => {
  it('reach the admins’ queue, and the answer reaches the visitor by e-mail in their language, with its text', async () => {
    const email = `guest.${Date.now()}@example.test`;
    const sent = await write(message(email), nextAddress(), 'pt-PT,pt;q=0.9');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ status: 'received' });

    const [row] = await casesOf(email);
    expect(row).toMatchObject({
      requesterId: null,
      guestName: 'Rui Costa',
      guestLocale: 'pt-PT',
      topic: 'account',
    });
    const admin = await adminSignedIn(t.app, t.db);
    const queue = (
      await t.app.inject({ method: 'GET', url: `${QUEUE}?topic=account`, headers: { cookie: admin.cookie } })
    ).json();
    expect(queue.items.find((c: { id: string }) => c.id === row!.id)).toMatchObject({
      requesterId: null,
      requesterName: 'Rui Costa',
      guestEmail: email,
      requesterRole: null,
    });

    const answer = 'A suspensão foi um engano e já foi levantada.';
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/v1/support/cases/${row!.id}/messages`,
      headers: { cookie: admin.cookie },
      payload: { body: answer },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const mail = await lastMailTo(t.app, email);
    expect(mail?.subject).toBe('Respondemos à sua mensagem');
    expect(mail?.text).toContain(answer);
    expect(mail?.text).toContain('/contact');
    // No account: nothing in anyone's app, and the reply is audited against nobody's profile.
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/help?case=${row!.id}`)),
    ).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.oldValue, row!.id), isNull(auditLog.targetProfileId)));
    expect(audit.map((a) => a.action)).toEqual(['support_reply']);
  });

  it('refuses a bad address, a missing name, an empty text or a booking, writing nothing', async () => {
    const email = `guest.bad.${Date.now()}@example.test`;
    const from = nextAddress();
    expectProblem(await write({ ...message('not-an-address') }, from), 400);
    expectProblem(await write({ ...message(email), name: '  ' }, from), 400);
    expectProblem(await write({ ...message(email), body: '' }, from), 400);
    // A stranger names no booking: nothing proves it is theirs.
    expectProblem(
      await write({ ...message(email), bookingId: '00000000-0000-4000-8000-000000000000' }, from),
      400,
    );
    expect(await casesOf(email)).toEqual([]);
    expect(await casesOf('not-an-address')).toEqual([]);
  });

  it('takes five messages an hour from one address, then answers 429 with Retry-After; another address is not held up', async () => {
    const from = nextAddress();
    const email = `guest.burst.${Date.now()}@example.test`;
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => write(message(email), from)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.headers['retry-after']).toBeTruthy();
    expect(await casesOf(email)).toHaveLength(5);
    expect((await write(message(email), nextAddress())).statusCode).toBe(201);
  });

  it('is not one of anyone’s own cases: a signed-in person never lists or opens it', async () => {
    const email = `guest.private.${Date.now()}@example.test`;
    await write(message(email), nextAddress());
    const [row] = await casesOf(email);
    const messages = await t.db.select().from(supportMessages).where(eq(supportMessages.caseId, row!.id));
    expect(messages).toEqual([expect.objectContaining({ senderId: null, fromTeam: false })]);
    const { cookie } = await customerWithAddressAndCard(t.app, t.db);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/support/cases/${row!.id}`,
      headers: { cookie },
    });
    expectProblem(opened, 404);
  });
});
