import mjml2html from 'mjml';
import { escapeHtml } from '../../lib/escape-html';
import { layoutMjml } from './mail-layout-mjml';

/**
 * The one layout of every e-mail (decisions 022 and 026): brand header, greeting, paragraphs, an optional
 * call-to-action button, footer (with an unsubscribe link on optional mails). It renders the same structured
 * content to HTML and plain text, so the two never disagree. Every piece of content is escaped here: texts
 * carry user input (names, reasons).
 */
export interface MailContent {
  lang: string;
  brand: string;
  greeting: string;
  /** Paragraphs; a "\n" inside one is a line break. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  /** Optional mails only: the link that turns this kind of e-mail off (RFC 8058 one-click behind it). */
  unsubscribe?: { label: string; url: string };
}

/**
 * MJML compiles the layout once, when this module loads (about 20 ms for both shapes, and MJML 5 is
 * asynchronous): each mail then only fills the placeholders of the compiled HTML, so no request or job pays
 * MJML's cost per mail.
 */
async function compile(withAction: boolean): Promise<string> {
  const { html, errors } = await mjml2html(layoutMjml(withAction), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  // MJML indents its output; the indentation goes (a third of the size) and each tag keeps its attributes on
  // its own line, so the mail stays small and readable.
  return html.replace(/\n\s+/g, '\n').replace(/<(\w+)\n/g, '<$1 ');
}
export const COMPILED_LAYOUTS = { withAction: await compile(true), withoutAction: await compile(false) };

const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function footerHtml(c: MailContent): string {
  const footer = escapeHtml(c.footer);
  if (!c.unsubscribe) return footer;
  const link = `<a href="${escapeHtml(c.unsubscribe.url)}" style="color:#6b7280;text-decoration:underline">${escapeHtml(c.unsubscribe.label)}</a>`;
  return `${footer}<br><br>${link}`;
}

export function renderMailHtml(c: MailContent): string {
  const values: Record<string, string> = {
    LANG: escapeHtml(c.lang),
    BRAND: escapeHtml(c.brand),
    PREVIEW: escapeHtml(c.paragraphs[0] ?? c.greeting),
    BODY: [c.greeting, ...c.paragraphs].map(paragraph).join(''),
    ACTION_URL: c.action ? escapeHtml(c.action.url) : '',
    ACTION_LABEL: c.action ? escapeHtml(c.action.label) : '',
    FOOTER: footerHtml(c),
  };
  const layout = c.action ? COMPILED_LAYOUTS.withAction : COMPILED_LAYOUTS.withoutAction;
  // One pass over the compiled layout: content that happens to contain "%%…%%" is never filled again.
  return layout.replace(/%%([A-Z_]+)%%/g, (token, name: string) => values[name] ?? token);
}

export function renderMailText(c: MailContent): string {
  const action = c.action ? [`${c.action.label}: ${c.action.url}`] : [];
  const unsubscribe = c.unsubscribe ? [`${c.unsubscribe.label}: ${c.unsubscribe.url}`] : [];
  return [
    c.greeting,
    ...c.paragraphs,
    ...action,
    c.brand,
    `--\n${[c.footer, ...unsubscribe].join('\n')}`,
  ].join('\n\n');
}
