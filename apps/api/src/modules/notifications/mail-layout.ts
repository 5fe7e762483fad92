/**
 * The one layout of every e-mail (decision 022): brand header, greeting, paragraphs, an optional
 * call-to-action button, footer. It renders the same structured content to HTML and plain text, so the two
 * never disagree. Every piece of content is escaped here: texts carry user input (names, reasons).
 */
export interface MailContent {
  lang: string;
  brand: string;
  greeting: string;
  /** Paragraphs; a "\n" inside one is a line break. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const BRAND_COLOR = '#0f766e';
const FONT = 'font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif';

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function button(action: { label: string; url: string }): string {
  const href = escapeHtml(action.url);
  return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;${FONT};font-size:16px;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;${FONT};font-size:13px;color:#6b7280;word-break:break-all">${href}</p>`;
}

export function renderMailHtml(c: MailContent): string {
  return `<!doctype html>
<html lang="${escapeHtml(c.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.brand)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND_COLOR};padding:16px 24px;border-radius:8px 8px 0 0;${FONT};font-size:20px;font-weight:700;color:#ffffff">${escapeHtml(c.brand)}</td></tr>
<tr><td style="padding:24px">
${paragraph(c.greeting)}
${c.paragraphs.map(paragraph).join('\n')}
${c.action ? button(c.action) : ''}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;${FONT};font-size:12px;color:#6b7280">${escapeHtml(c.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMailText(c: MailContent): string {
  const action = c.action ? [`${c.action.label}: ${c.action.url}`] : [];
  return [c.greeting, ...c.paragraphs, ...action, c.brand, `--\n${c.footer}`].join('\n\n');
}
