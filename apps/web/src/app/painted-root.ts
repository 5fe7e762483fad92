import { PRERENDERED_ATTRIBUTE } from '@/lib/painted-root-attribute';
import { goLive } from './held-input';

/**
 * A page the server painted into #root (decisions 036, 085, 086), read and released without React: the painted
 * sign-in page's own entry (painted-entry.ts) reads it before React has loaded.
 *
 * The sign-in page rendered at build: for a visitor without a session cookie the API fills #root with it and
 * marks the root `data-prerendered="<language>"`, so the text paints from the HTML and CSS alone, and the form
 * takes typing before the app has loaded (held-input.ts keeps what is pressed until it is live). A signed-in
 * customer's home is painted per request, with their data (decision 086).
 */
/** Set beside it when the page painted is a signed-in page (decision 086), not the sign-in page. */
const PAINTED_PAGE_ATTRIBUTE = 'data-prerendered-page';

export function isPaintedSignedInPage(root: Element): boolean {
  return root.hasAttribute(PAINTED_PAGE_ATTRIBUTE);
}

/**
 * What main.tsx does with the markup it finds in #root:
 * - `none`: an empty root (a signed-in visitor, another page, an old build): the app with its router;
 * - `take-over`: painted in the language the app starts in: React takes the same page over once its module and
 *   the language are loaded (no blank frame, no spinner): the sign-in page by hydrating it (what was typed
 *   stays), the home by drawing the same page over it;
 * - `discard`: painted in another language (a choice kept on this device the server did not see): cleared at
 *   once, so the wrong language does not stay up while the sign-in screen loads in its own.
 * A painted sign-in page means the server saw no session cookie, so the visitor is signed out; a painted home
 * (`isPaintedSignedInPage`) means it saw the session of the kind of person the page is for.
 */
export type PrerenderPlan = 'none' | 'take-over' | 'discard';

export function planFirstRender(root: Element, clientLocale: string): PrerenderPlan {
  const painted = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!painted) return 'none';
  return painted === clientLocale ? 'take-over' : 'discard';
}

/** Empties a root painted in the wrong language and lets the app have it. */
export function discardPrerender(root: Element) {
  root.replaceChildren();
  releaseRoot(root);
}

/**
 * Before hydrating the painted page: React adopts the first <title> of the head as the page's own (the painted
 * one), so it is React's from then on, and `releaseRoot` must leave it (removed under React, it would fail the
 * next title change).
 */
export function adoptPaintedTitle(document: Document) {
  document.querySelector(`head > title[${PRERENDERED_ATTRIBUTE}]`)?.removeAttribute(PRERENDERED_ATTRIBUTE);
}

/**
 * Once React's markup is in, the page is the app's: the root takes input (a painted home was inert), is no
 * longer marked painted, anything pressed while the app loaded is handed to it, and the painted page's title
 * (the API puts it ahead of index.html's) goes: React's own title stands in front of it by then, and a later
 * screen without a title of its own must show index.html's, not "Sign in".
 */
export function releaseRoot(root: Element) {
  root.removeAttribute('inert');
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.ownerDocument.querySelector(`head > title[${PRERENDERED_ATTRIBUTE}]`)?.remove();
  goLive();
}
