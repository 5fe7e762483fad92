import { describe, expect, it } from 'vitest';
import { expectProblem, me, signUp } from '../helpers/auth';
import {
  bookingBody,
  cleanerSignedIn,
  customerWithAddressAndCard,
  postBooking,
} from '../helpers/booking-fixtures';
import { lastMailTo } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ env: { REQUIRE_EMAIL_VERIFICATION: 'true' } });

function verificationLinkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[0];
}

async function useLink(link: string) {
  const url = new URL(link);
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location), 'http://127.0.0.1:3000');
}

const mailsTo = async (email: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as { to: string }[]).filter(
    (m) => m.to === email,
  ).length;

const resend = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/me/verification-email', headers: { cookie } });

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('mails a link at sign-up; booking waits (403 Email Not Verified) until the link is used', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const c = await customerWithAddressAndCard(t.app, t.db);
    expect((await me(t.app, c.cookie)).json().user.emailVerified).toBe(false);
    const mail = await lastMailTo(t.app, c.email);
    expect(mail?.subject).toMatch(/Confirm your .* e-mail address/);

    const refused = expectProblem(
      await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId)),
      403,
      'Email Not Verified',
    );
    expect(refused.code).toBe('email_not_verified');

    const landing = await useLink(verificationLinkIn(mail!.text));
    expect(landing.pathname).toBe('/dashboard');
    expect(landing.searchParams.get('error')).toBeNull();
    expect((await me(t.app, c.cookie)).json().user.emailVerified).toBe(true);
    const booked = await postBooking(t.app, c.cookie, bookingBody(c, cleaner.userId));
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('an unverified cleaner cannot confirm', async () => {
    const cleaner = await cleanerSignedIn(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings/00000000-0000-4000-8000-000000000000/confirm',
      headers: { cookie: cleaner.cookie },
    });
    expectProblem(res, 403, 'Email Not Verified');
  });

  it('resends a link on request (3 an hour), and answers 409 once verified', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    expect(await mailsTo(c.email)).toBe(1);
    expect((await resend(c.cookie)).statusCode).toBe(204);
    expect(await mailsTo(c.email)).toBe(2);
    expect((await resend(c.cookie)).statusCode).toBe(204);
    expect((await resend(c.cookie)).statusCode).toBe(204);
    expectProblem(await resend(c.cookie), 429);
    expect(await mailsTo(c.email)).toBe(4);

    const latest = await lastMailTo(t.app, c.email);
    await useLink(verificationLinkIn(latest!.text));
    expectProblem(await resend(c.cookie), 409, 'Already Verified');
  });

  it('a forged link verifies nothing', async () => {
    const c = await customerWithAddressAndCard(t.app, t.db);
    const landing = await useLink(
      'http://127.0.0.1:3000/api/auth/verify-email?token=forged&callbackURL=%2Fdashboard',
    );
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect((await me(t.app, c.cookie)).json().user.emailVerified).toBe(false);
  });

  it('mails a Québec French newcomer in French, and the link verifies them', async () => {
    const { email, cookie } = await signUp(t.app, { role: 'customer', locale: 'fr-CA', name: 'Zoé' });
    const mail = await lastMailTo(t.app, email);
    expect(mail?.subject).toBe('Confirmez votre adresse courriel Limpa');
    expect(mail?.text).toContain('Bonjour Zoé,');
    expect(mail?.text).toContain('Confirmer mon adresse courriel: http');
    expect(mail?.text).not.toMatch(/Confirm your|Hello/);
    await useLink(verificationLinkIn(mail!.text));
    expect((await me(t.app, cookie)).json().user.emailVerified).toBe(true);
  });
});
