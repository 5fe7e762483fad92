import { describe, expect, it } from 'vitest';
import { signIn, signUp } from '../helpers/auth';
import { resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';
import { useSmtpPeer } from '../helpers/smtp-peer';

const peer = useSmtpPeer();
const received = peer.received;

/** Quoted-printable soft line breaks split long links; undo them to read the message. */
const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('SMTP mail adapter', () => {
  it('delivers the password-reset mail to a real SMTP server, and its link resets the password', async () => {
    const { t } = peer;
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
