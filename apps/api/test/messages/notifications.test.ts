import { describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/notify';
import { expectProblem } from '../helpers/auth';
import { customerWithAddressAndCard, pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const list = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/me/notifications${query}`, headers: { cookie } });
const read = (cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/me/notifications/read', headers: { cookie }, payload });

describe('in-app notifications', () => {
  it('a booking request and a message notify the other side, with texts and a link to the booking', async () => {
    const b = await pendingBooking(t.app, t.db);
    const request = (await list(b.cleaner.cookie)).json();
    expect(request.unreadCount).toBe(1);
    expect(request.items[0]).toMatchObject({
      type: 'booking_requested',
      title: 'New booking request',
      link: `/provider/jobs?booking=${b.id}`,
      readAt: null,
    });
    expect(request.items[0].body).toMatch(/asked for a cleaning on [A-Z][a-z]+ \d{1,2}, \d{4} at 10:00\.$/);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/messages`,
      headers: { cookie: b.cleaner.cookie },
      payload: { body: 'Hello! Is there a parking space?' },
    });
    const customer = (await list(b.customer.cookie)).json();
    expect(customer.items[0]).toMatchObject({
      type: 'message_received',
      body: 'Hello! Is there a parking space?',
      link: `/customer/bookings?booking=${b.id}`,
    });
    expect(customer.items[0].title).toMatch(/^New message from /);
  });

  it('confirming and cancelling tell the customer and the cleaner', async () => {
    const b = await pendingBooking(t.app, t.db);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/confirm`,
      headers: { cookie: b.cleaner.cookie },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await list(b.customer.cookie)).json().items[0].type).toBe('booking_confirmed');
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/cancel`,
      headers: { cookie: b.customer.cookie },
    });
    const cleaner = (await list(b.cleaner.cookie)).json();
    expect(cleaner.items.map((n: { type: string }) => n.type)).toEqual([
      'booking_cancelled',
      'booking_requested',
    ]);
    // The one who cancelled is not told about their own act, only that their money came back.
    expect((await list(b.customer.cookie)).json().items.map((n: { type: string }) => n.type)).toEqual([
      'refund_made',
      'booking_confirmed',
    ]);
  });

  it('pages newest first, marks some or all read, and never touches anyone else’s', async () => {
    const me = await customerWithAddressAndCard(t.app, t.db);
    const other = await customerWithAddressAndCard(t.app, t.db);
    for (const n of [1, 2, 3]) {
      await notify(t.app.ctx, t.db, { userId: me.userId, type: 'payout_sent', vars: { amount: `€${n}.00` } });
    }
    await notify(t.app.ctx, t.db, { userId: other.userId, type: 'payout_sent', vars: { amount: '€9.00' } });
    const first = (await list(me.cookie, '?limit=2')).json();
    expect(first.items.map((n: { body: string }) => n.body)).toEqual([
      '€3.00 is on its way to your bank account.',
      '€2.00 is on its way to your bank account.',
    ]);
    expect(first.unreadCount).toBe(3);
    const second = (await list(me.cookie, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();

    const otherId = (await list(other.cookie)).json().items[0].id;
    expect((await read(me.cookie, { ids: [first.items[0].id, otherId] })).statusCode).toBe(204);
    expect((await list(me.cookie)).json().unreadCount).toBe(2);
    expect((await list(other.cookie)).json().unreadCount).toBe(1);
    const all = await read(me.cookie);
    expect(all.statusCode, all.body).toBe(204);
    const after = (await list(me.cookie)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n: { readAt: string | null }) => n.readAt)).toBe(true);
    expect((await list(other.cookie)).json().unreadCount).toBe(1);
  });

  it('refuses bad cursors and ids, and signed-out callers', async () => {
    const me = await customerWithAddressAndCard(t.app, t.db);
    expectProblem(await list(me.cookie, '?cursor=zzz'), 400);
    expectProblem(await read(me.cookie, { ids: ['not-a-uuid'] }), 400);
    expectProblem(await read(me.cookie, { ids: [] }), 400);
    expectProblem(await t.app.inject({ method: 'GET', url: '/api/v1/me/notifications' }), 401);
  });

  it('a notification written in a rolled-back transaction never shows', async () => {
    const me = await customerWithAddressAndCard(t.app, t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notify(t.app.ctx, tx, { userId: me.userId, type: 'payout_sent', vars: { amount: '€1.00' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await list(me.cookie)).json()).toMatchObject({ items: [], unreadCount: 0 });
  });
});
