import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(input: {
  brand: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${input.brand} password`,
    text: `Hello ${input.name},\n\nSomeone asked to reset the password of your ${input.brand} account. Open this link to choose a new one (it works for one hour):\n\n${input.url}\n\nIf it was not you, ignore this e-mail: your password stays the same.\n`,
    html: `<p>Hello ${escapeHtml(input.name)},</p><p>Someone asked to reset the password of your ${escapeHtml(input.brand)} account. Open this link to choose a new one (it works for one hour):</p><p><a href="${escapeHtml(input.url)}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays the same.</p>`,
  };
}

export function verifyEmailMail(input: {
  brand: string;
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Confirm your ${input.brand} e-mail address`,
    text: `Hello ${input.name},\n\nOpen this link to confirm your e-mail address (it works for 24 hours):\n\n${input.url}\n\nIf you did not create a ${input.brand} account, ignore this e-mail.\n`,
    html: `<p>Hello ${escapeHtml(input.name)},</p><p>Open this link to confirm your e-mail address (it works for 24 hours):</p><p><a href="${escapeHtml(input.url)}">Confirm my e-mail address</a></p><p>If you did not create a ${escapeHtml(input.brand)} account, ignore this e-mail.</p>`,
  };
}
