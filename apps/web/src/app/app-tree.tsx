import { type ReactNode, StrictMode } from 'react';
import type { Session } from '@/lib/auth';
import type { PaintedAnswers } from '@/lib/painted-answers';
import { ReleaseRoot } from './prerendered';
import { ProgressBar } from './progress-bar';
import { AppProviders } from './providers';

interface AppTreeOptions {
  /** The progress bar while the next screen loads. */
  loadingNext?: boolean;
  session?: Session | null;
  painted?: PaintedAnswers;
  /** The page's root, released in each new screen's first commit; none when rendered to a string. */
  root: Element | null;
  /** Counts the screens shown: a new one mounts a new ReleaseRoot. */
  screen: number;
}

/**
 * Everything main.tsx renders around a screen. The build's prerender renders the sign-in screen in this same
 * tree, so that the browser can hydrate the painted page (decision 085): a different tree would shift the ids
 * React gives the form's fields, and hydration would fail and redraw the page (and lose what was typed).
 */
export function appTree(children: ReactNode, options: AppTreeOptions): ReactNode {
  return (
    <StrictMode>
      <AppProviders session={options.session} painted={options.painted}>
        {children}
        {options.loadingNext ? <ProgressBar /> : null}
      </AppProviders>
      <ReleaseRoot key={options.screen} root={options.root} />
    </StrictMode>
  );
}
