import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountMail } from '../../src/modules/auth/auth-mails';
import { signIn, signUp } from '../helpers/auth';
import { lastMailTo, resetLinkIn, resetPassword, tokenFromResetLink } from '../helpers/outbox';
import { useTestApp } from '../helpers/test-app';

/** better-auth's account mails (password reset here; verification in account/) in the recipient's language. */
const t = useTestApp();

const requestReset = (email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { 'accept-language': language },
    payload: { email, redirectTo: 'http://127.0.0.1:3000/reset-password' },
  });

/** Sent without blocking the request: waited for. */
async function resetMailTo(email: string) {
  await expect.poll(() => lastMailTo(t.app, email)).toBeDefined();
  return (await lastMailTo(t.app, email))!;
}

describe('the password-reset mail', () => {
  it("is in a Portuguese person's profile language, whatever the browser asks, and its link still works", async () => {
    const { email } = await signUp(t.app, { role: 'customer', locale: 'pt-PT', name: 'Rita' });
    expect((await requestReset(email, 'en-US')).statusCode).toBe(200);
    const mail = await resetMailTo(email);
    expect(mail.subject).toBe('Redefina a sua palavra-passe da Limpa');
    expect(mail.text).toContain('Olá Rita,');
    expect(mail.text).toContain('Redefinir a palavra-passe: http');
    expect(mail.text).not.toMatch(/Reset your|Someone|Hello/);

    const token = await tokenFromResetLink(t.app, resetLinkIn(mail.text));
    const reset = await resetPassword(t.app, token, 'uma nova frase-passe');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(t.app, email, 'uma nova frase-passe')).statusCode).toBe(200);
  });

  it('is in French for a Québec person and stays English for an English one', async () => {
    const french = await signUp(t.app, { role: 'cleaner', locale: 'fr-CA' });
    await requestReset(french.email);
    expect((await resetMailTo(french.email)).subject).toBe('Réinitialisez votre mot de passe Limpa');

    const english = await signUp(t.app, { role: 'customer' });
    await requestReset(english.email, 'pt-PT');
    expect((await resetMailTo(english.email)).subject).toBe('Reset your Limpa password');
  });

  it('without a profile, follows the language the request asked in, else English', async () => {
    const user = { id: randomUUID(), email: 'nobody@example.test', name: 'Zoé' };
    const asked = (language?: string) =>
      new Request('http://127.0.0.1:3000/api/auth/request-password-reset', {
        headers: language ? { 'accept-language': language } : {},
      });
    const url = 'http://127.0.0.1:3000/api/auth/reset-password/x';
    const mail = (request?: Request) =>
      accountMail(t.db, 'verify_email', { brand: 'Limpa', user, url, request });
    expect((await mail(asked('fr-CA'))).subject).toBe('Confirmez votre adresse courriel Limpa');
    expect((await mail(asked('pt'))).subject).toBe('Confirme o seu endereço de e-mail na Limpa');
    expect((await mail(asked('de'))).subject).toBe('Confirm your Limpa e-mail address');
    expect((await mail()).subject).toBe('Confirm your Limpa e-mail address');
  });
});
