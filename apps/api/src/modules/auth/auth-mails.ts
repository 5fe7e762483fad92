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
