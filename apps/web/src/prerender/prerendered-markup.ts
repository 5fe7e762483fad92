import type { PrerenderedPage } from '@limpa/contracts';

const TITLE = /<title>([^<]*)<\/title>/;
/** React's mark of a Suspense boundary that showed its fallback: the page would not be the real one. */
export const FALLBACK_MARK = '<!--$!-->';

/** Moves the page's <title> (React 19 renders it in place outside a full document) out of the markup. */
export function takeTitle(markup: string): PrerenderedPage {
  const match = TITLE.exec(markup);
  if (!match?.[1]) throw new Error('The page rendered no <title>');
  return { title: match[1], html: markup.replace(match[0], '') };
}

/** The markup, unless a Suspense boundary showed its fallback in it (`what` names the page in the error). */
export function unlessSuspended(markup: string, what: string): string {
  if (markup.includes(FALLBACK_MARK)) throw new Error(`${what} suspended while rendering`);
  return markup;
}
