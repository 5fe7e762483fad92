import { escapeHtml } from '../../lib/escape-html';

/**
 * The legal texts' small markdown, as HTML the web may insert as it is: every character of the text is escaped
 * first, so only the tags made here exist. A "## " line is a heading, a run of "- " lines a list, a run of other
 * lines a paragraph (an empty line ends it), and [text](/path) a link to a page of this site (nothing else
 * becomes a link).
 */
export function renderLegalMarkdown(source: string): string {
  const html: string[] = [];
  // The paragraph or list being read: a const holder, so TypeScript follows it through close().
  const open: { run: { kind: 'p' | 'ul'; lines: string[] } | null } = { run: null };
  const close = () => {
    const { run } = open;
    if (run?.kind === 'p') html.push(`<p>${inline(run.lines.join(' '))}</p>`);
    if (run?.kind === 'ul') html.push(`<ul>${run.lines.map((l) => `<li>${inline(l)}</li>`).join('')}</ul>`);
    open.run = null;
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
    } else if (line.startsWith('## ')) {
      close();
      html.push(`<h2>${inline(line.slice(3))}</h2>`);
    } else {
      const kind = line.startsWith('- ') ? 'ul' : 'p';
      if (open.run?.kind !== kind) close();
      open.run ??= { kind, lines: [] };
      open.run.lines.push(kind === 'ul' ? line.slice(2) : line);
    }
  }
  close();
  return html.join('\n');
}

const SITE_LINK = /\[([^\]]+)\]\((\/[a-z0-9/-]*)\)/g;

function inline(text: string): string {
  return escapeHtml(text.trim()).replace(
    SITE_LINK,
    (_all, label: string, path: string) => `<a href="${path}">${label}</a>`,
  );
}
