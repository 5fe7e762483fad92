import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface LinkMailInput {
  brand: string;
  to: string;
  name: string;
  url: string;
}

/** The one shape of the account mails: a greeting, why, the link, and what to do if it was not you. */
function linkMail(
  input: LinkMailInput,
  text: { subject: string; why: string; linkLabel: string; notYou: string },
): MailMessage {
  return {
    to: input.to,
    subject: text.subject,
    text: `Hello ${input.name},\n\n${text.why}\n\n${input.url}\n\n${text.notYou}\n`,
    html: `<p>Hello ${escapeHtml(input.name)},</p><p>${escapeHtml(text.why)}</p><p><a href="${escapeHtml(input.url)}">${escapeHtml(text.linkLabel)}</a></p><p>${escapeHtml(text.notYou)}</p>`,
  };
}

export function passwordResetMail(input: LinkMailInput): MailMessage {
  return linkMail(input, {
    subject: `Reset your ${input.brand} password`,
    why: `Someone asked to reset the password of your ${input.brand} account. Open this link to choose a new one (it works for one hour):`,
    linkLabel: 'Reset my password',
    notYou: 'If it was not you, ignore this e-mail: your password stays the same.',
  });
}

export function verifyEmailMail(input: LinkMailInput): MailMessage {
  return linkMail(input, {
    subject: `Confirm your ${input.brand} e-mail address`,
    why: 'Open this link to confirm your e-mail address (it works for 24 hours):',
    linkLabel: 'Confirm my e-mail address',
    notYou: `If you did not create a ${input.brand} account, ignore this e-mail.`,
  });
}
