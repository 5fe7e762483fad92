/**
 * What marks #root while it holds a page the server painted (decisions 036, 039, 085, 086), removed once the
 * app's first commit is in (app/painted-root.ts). React-free: the painted page's own small entry reads it too.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * True during the app's first render over a page the server painted: what that render draws must be what the
 * page shows (no section mounted later, no skeleton), or it would blink out as the app takes the page over.
 */
export function isTakingOverPaintedPage(): boolean {
  return (
    typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)
  );
}
