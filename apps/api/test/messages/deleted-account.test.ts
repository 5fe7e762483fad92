import { notifications } from '@limpa/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/auth';
import { pendingBooking } from '../helpers/booking-fixtures';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('messages and notifications in the export and after deletion', () => {
  it('keeps the conversation for the other side without the deleted person’s words or notifications', async () => {
    const b = await pendingBooking(t.app, t.db);
    const send = (cookie: string, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${b.id}/messages`,
        headers: { cookie },
        payload: { body },
      });
    await send(b.customer.cookie, 'I am Marta, call me on 912 000 111');
    await send(b.cleaner.cookie, 'Noted!');
    // Before deletion, the export holds the conversation and the notifications.
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me/export', headers: { cookie: b.customer.cookie } })
    ).json();
    expect(exported.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['sent', 'I am Marta, call me on 912 000 111'],
      ['received', 'Noted!'],
    ]);
    expect(exported.notifications.map((n: { type: string }) => n.type)).toEqual(['message_received']);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/cancel`,
      headers: { cookie: b.customer.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: { cookie: b.customer.cookie },
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${b.id}/messages`,
      headers: { cookie: b.cleaner.cookie },
    });
    expect(page.json().items.map((m: { body: string }) => m.body)).toEqual(['Noted!', 'Message removed']);
    const left = await t.db.select().from(notifications).where(eq(notifications.userId, b.customer.userId));
    expect(left).toEqual([]);
  });
});
