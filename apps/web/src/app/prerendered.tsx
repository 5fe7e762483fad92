import { useLayoutEffect } from 'react';
import type { RouterState, RouterSubscriber } from 'react-router';
import { releaseRoot } from './painted-root';

/**
 * Rendered beside the app: releases the root (painted-root.ts) in the commit that put React's markup in. The
 * build's prerender renders it too, with no root, so that the tree it paints is the one the browser hydrates.
 */
export function ReleaseRoot({ root }: { root: Element | null }) {
  useLayoutEffect(() => {
    if (root) releaseRoot(root);
  }, [root]);
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
