// The module, not the package: the package's index would bring zod's schemas into the first screen.
import { PAINTED_HOME } from '@limpa/contracts/painted-page';
import { useLayoutEffect } from 'react';
import type { RouterState, RouterSubscriber } from 'react-router';

/**
 * The sign-in page rendered at build (decision 036): for a visitor without a session cookie the API fills
 * #root with it and marks the root `data-prerendered="<language>"` and `inert`, so the text paints from the
 * HTML and CSS alone while nothing can be typed or pressed before the app is live.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Set beside it when the page painted is a signed-in customer's home (decision 039), not the sign-in page. */
const PAINTED_PAGE_ATTRIBUTE = 'data-prerendered-page';

export function isPaintedHome(root: Element): boolean {
  return root.getAttribute(PAINTED_PAGE_ATTRIBUTE) === PAINTED_HOME.page;
}

/**
 * What main.tsx does with the markup it finds in #root:
 * - `none`: an empty root (a signed-in visitor, another page, an old build): the app with its router;
 * - `take-over`: painted in the language the app starts in: React's first commit replaces it with the same
 *   sign-in screen (app/sign-in-screen.tsx), once its module and the language are loaded (no blank frame, no
 *   spinner);
 * - `discard`: painted in another language (a choice kept on this device the server did not see): cleared at
 *   once, so the wrong language does not stay up while the sign-in screen loads in its own.
 * A painted sign-in page means the server saw no session cookie, so the visitor is signed out; a painted home
 * (`isPaintedHome`) means it saw a customer's session.
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
 * Once React's markup is in, the page takes input, and the painted page's title (the API puts it ahead of
 * index.html's) goes: React's own title stands in front of it by then, and a later screen without a title of
 * its own must show index.html's, not "Sign in".
 */
export function releaseRoot(root: Element) {
  root.removeAttribute('inert');
  root.ownerDocument.querySelector(`head > title[${PRERENDERED_ATTRIBUTE}]`)?.remove();
}

/** Rendered beside the app: releases the root in the commit that put React's markup in. */
export function ReleaseRoot({ root }: { root: Element }) {
  useLayoutEffect(() => releaseRoot(root), [root]);
  return null;
}

/**
 * Resolves when the router has matched the first page and loaded its lazy module: rendered before that, the
 * RouterProvider shows its fallback spinner in place of the painted page.
 */
export function whenRouterReady(router: {
  state: RouterState;
  subscribe: (subscriber: RouterSubscriber) => () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
