import { auditLog, notifications, profiles, supportCases, supportMessages } from '@limpa/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectProblem } from '../helpers/auth';
import { adminSignedIn, customerWithAddressAndCard, pendingBooking } from '../helpers/booking-fixtures';
import { lastMailTo } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const CASES = '/api/v1/support/cases';
const QUEUE = '/api/v1/admin/support/cases';
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function profileOf(userId: string) {
  const [p] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
  return p!;
}

describe('the help desk', () => {
  it('a customer asks about their booking; they and admins read it, nobody else learns it exists', async () => {
    const b = await pendingBooking(t.app, t.db);
    const opened = await post(CASES, b.customer.cookie, {
      topic: 'booking',
      bookingId: b.id,
      body: 'The cleaner has not confirmed yet. Can you check?',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { id, status } = opened.json();
    expect(status).toBe('open');

    const mine = (await get(CASES, b.customer.cookie)).json();
    expect(mine.items).toEqual([
      expect.objectContaining({ id, topic: 'booking', bookingId: b.id, status: 'open' }),
    ]);
    const detail = (await get(`${CASES}/${id}`, b.customer.cookie)).json();
    expect(detail.messages).toEqual([
      expect.objectContaining({ fromTeam: false, body: 'The cleaner has not confirmed yet. Can you check?' }),
    ]);

    // Not the booking's cleaner, not another customer: a 404, as for an unknown case.
    const other = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await get(`${CASES}/${id}`, b.cleaner.cookie), 404);
    expectProblem(await get(`${CASES}/${id}`, other.cookie), 404);
    expectProblem(await post(`${CASES}/${id}/messages`, other.cookie, { body: 'Me too' }), 404);
    expect((await get(CASES, other.cookie)).json().items).toEqual([]);

    const admin = await adminSignedIn(t.app, t.db);
    const queue = (await get(`${QUEUE}?status=open&topic=booking`, admin.cookie)).json();
    expect(queue.items.map((c: { id: string }) => c.id)).toContain(id);
    const byOtherTopic = (await get(`${QUEUE}?topic=payment`, admin.cookie)).json();
    expect(byOtherTopic.items.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await get(`${CASES}/${id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a booking that is not theirs (404), a bad topic or an empty text (400), writing nothing', async () => {
    const b = await pendingBooking(t.app, t.db);
    const other = await customerWithAddressAndCard(t.app, t.db);
    const admin = await adminSignedIn(t.app, t.db);
    expectProblem(await post(CASES, other.cookie, { topic: 'booking', bookingId: b.id, body: 'Hello' }), 404);
    expectProblem(await post(CASES, other.cookie, { topic: 'refund', body: 'Hello' }), 400);
    expectProblem(await post(CASES, other.cookie, { topic: 'other', body: '   ' }), 400);
    expectProblem(await post(CASES, other.cookie, { topic: 'other', body: 'x'.repeat(4001) }), 400);
    expectProblem(await post(CASES, admin.cookie, { topic: 'other', body: 'Hello' }), 403);
    const rows = await t.db.select().from(supportCases).where(eq(supportCases.requesterId, other.userId));
    expect(rows).toEqual([]);
  });

  it("an admin takes the case, answers in the person's language (app and e-mail) and closes it, each audited; then the case takes no more messages", async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    await t.db.update(profiles).set({ locale: 'pt-PT' }).where(eq(profiles.userId, customer.userId));
    const { id } = (
      await post(CASES, customer.cookie, { topic: 'payment', body: 'Fui cobrada duas vezes.' })
    ).json();
    const admin = await adminSignedIn(t.app, t.db);

    const taken = await post(`${QUEUE}/${id}/assign`, admin.cookie);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().case.assignedAdminName).toBe('Ada Admin');
    const answered = await post(`${CASES}/${id}/messages`, admin.cookie, {
      body: 'Já devolvemos a segunda.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({ fromTeam: true });

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, customer.userId), eq(notifications.type, 'support_reply')));
    expect(told).toEqual([
      expect.objectContaining({ title: 'A nossa equipa respondeu', link: `/help?case=${id}` }),
    ]);
    expect((await lastMailTo(t.app, customer.email))?.subject).toBe('Respondemos ao seu pedido de ajuda');
    // The person has the switches for answers now that the Help page shows them (decision 067): the e-mail on
    // and locked (transactional), the push theirs to turn off.
    const prefs = (await get('/api/v1/me/notification-preferences', customer.cookie)).json();
    expect(prefs).toMatchObject({ email: { support_reply: true }, push: { support_reply: true } });

    const closed = await post(`${QUEUE}/${id}/close`, admin.cookie);
    expect(closed.json().case).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    const { id: profileId } = await profileOf(customer.userId);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetProfileId, profileId));
    expect(audit.map((a) => a.action).sort()).toEqual(['support_assign', 'support_close', 'support_reply']);

    // Closed is closed, for the person and the team alike: a 409 in the caller's language, nothing written.
    const refused = await post(`${CASES}/${id}/messages`, customer.cookie, { body: 'Obrigada!' });
    expect(expectProblem(refused, 409, 'Pedido fechado')).toMatchObject({ code: 'support_case_closed' });
    expect(refused.json().detail).toBe(
      'Este pedido está fechado. Para voltar a perguntar, abra um novo pedido.',
    );
    expectProblem(await post(`${CASES}/${id}/messages`, admin.cookie, { body: 'Mais uma coisa.' }), 409);
    expect((await get(`${CASES}/${id}`, customer.cookie)).json().case).toMatchObject({ status: 'closed' });
    // The person's own words tell nobody by notification: admins read the queue.
    const messages = await t.db.select().from(supportMessages).where(eq(supportMessages.caseId, id));
    expect(messages.map((m) => m.fromTeam)).toEqual([false, true]);
  });

  it("holds the person's cases in their data export, with the whole conversation", async () => {
    const customer = await customerWithAddressAndCard(t.app, t.db);
    const { id } = (
      await post(CASES, customer.cookie, { topic: 'account', body: 'Change my e-mail, please.' })
    ).json();
    const admin = await adminSignedIn(t.app, t.db);
    await post(`${CASES}/${id}/messages`, admin.cookie, { body: 'Done.' });
    const data = (await get('/api/v1/me/export', customer.cookie)).json();
    expect(data.supportCases).toEqual([
      expect.objectContaining({
        topic: 'account',
        status: 'open',
        messages: [
          expect.objectContaining({ fromTeam: false, body: 'Change my e-mail, please.' }),
          expect.objectContaining({ fromTeam: true, body: 'Done.' }),
        ],
      }),
    ]);
  });
});
