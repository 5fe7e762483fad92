import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from '../helpers/auth';
import { resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** A real SMTP peer on loopback: what the SMTP adapter talks to in production. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  t = await buildTestApp({ env: { SMTP_URL: url, MAIL_TRANSPORT: 'smtp' } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Quoted-printable soft line breaks split long links; undo them to read the message. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('SMTP mail adapter', () => {
  it('delivers the password-reset mail to a real SMTP server, and its link resets the password', async () => {
    const { email } = await signUp(t.app, { role: 'customer' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.some((m) => m.to.includes(email))).toBe(true);
    const mail = received.find((m) => m.to.includes(email));
    const text = decode(mail!.raw);
    expect(text).toMatch(/Subject: Reset your Limpa password/);
    const token = await tokenFromResetLink(t.app, resetLinkIn(text));
    const reset = await resetPassword(t.app, token, 'smtp delivered pass');
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, 'smtp delivered pass')).statusCode).toBe(200);
    // The outbox endpoint exists only for the local transport.
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
