import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from '../../src/modules/notifications/unsubscribe-links';
import { expectProblem, signUp } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

/** A cleaner: booking reminders, payouts and messages are all theirs to switch. */
async function person() {
  const p = await signUp(t.app, { role: 'cleaner' });
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: p.cookie } });
  return { ...p, userId: me.json().user.id as string };
}
const token = (userId: string, type: Parameters<typeof signUnsubscribeToken>[2] = 'booking_reminder') =>
  signUnsubscribeToken(t.app.ctx.config.authSecret, userId, type);
const emailPrefs = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/me/notification-preferences', headers: { cookie } })
  ).json().email as Record<string, boolean>;
/** As a mail client's one-click does it: a form POST to the header's URL, no session, no Origin. */
const oneClick = (tok: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/unsubscribe?token=${encodeURIComponent(tok)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: '' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribing from an optional e-mail', () => {
  it('GET tells what would stop and changes nothing (mail scanners open links)', async () => {
    const p = await person();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe?token=${token(p.userId)}` });
    expect(res.json()).toEqual({ type: 'booking_reminder', unsubscribed: false });
    expect((await emailPrefs(p.cookie)).booking_reminder).toBe(true);
  });

  it('one-click POST turns the e-mail off without a session; again is the same answer', async () => {
    const p = await person();
    const first = await oneClick(token(p.userId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ type: 'booking_reminder', unsubscribed: true });
    expect(await emailPrefs(p.cookie)).toMatchObject({ booking_reminder: false, payout_sent: true });
    const again = await oneClick(token(p.userId));
    expect(again.json()).toEqual({ type: 'booking_reminder', unsubscribed: true });
  });

  it('the web page posts the token as JSON; other switches are kept', async () => {
    const p = await person();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/notification-preferences',
      headers: { cookie: p.cookie },
      payload: { email: { payout_sent: false } },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/unsubscribe',
      payload: { token: token(p.userId, 'message_received') },
    });
    expect(res.json()).toEqual({ type: 'message_received', unsubscribed: true });
    expect(await emailPrefs(p.cookie)).toMatchObject({ message_received: false, payout_sent: false });
  });

  it('a forged, garbled or missing token is 400 with a translated title; nothing changes', async () => {
    const p = await person();
    const good = token(p.userId);
    const forged = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherPerson = token((await person()).userId).split('.')[1];
    const swapped = `u1.${otherPerson}.${good.split('.')[2]}`;
    for (const bad of [forged, swapped, 'garbage', `u2.${good.slice(3)}`]) {
      expectProblem(await oneClick(bad), 400, 'Invalid Unsubscribe Link');
    }
    expectProblem(await t.app.inject({ method: 'POST', url: '/api/v1/unsubscribe', payload: {} }), 400);
    const inPortuguese = await t.app.inject({
      method: 'GET',
      url: `/api/v1/unsubscribe?token=${forged}`,
      headers: { 'accept-language': 'pt-PT' },
    });
    expectProblem(inPortuguese, 400, 'Ligação de cancelamento inválida');
    expect((await emailPrefs(p.cookie)).booking_reminder).toBe(true);
  });

  it('a transactional e-mail cannot be unsubscribed, even with a well-signed token', async () => {
    const p = await person();
    const res = await oneClick(token(p.userId, 'booking_requested'));
    expectProblem(res, 400);
    expect(res.json().code).toBe('transactional_email_required');
    expect((await emailPrefs(p.cookie)).booking_requested).toBe(true);
  });
});
