import type { Locale, PrerenderedPage, PrerenderedPages } from '@limpa/contracts';
import { renderToString } from 'react-dom/server';
import { appTree } from '@/app/app-tree';
import { SignInScreen } from '@/app/sign-in-screen';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { LOCALES } from '@/lib/locale';
import { takeTitle, unlessSuspended } from './prerendered-markup';

/**
 * The server entry of the build's prerender step (scripts/prerender.ts, decision 036): the sign-in screen as
 * main.tsx draws it for a visitor the page was painted for (decision 038), in each language, rendered with the
 * app's own providers and i18n, in main.tsx's tree, so that the browser hydrates it (decision 085).
 */

/** Nothing is clicked in a page rendered to a string. */
const leaveUnused = () => {};

async function renderAuthPage(locale: Locale): Promise<PrerenderedPage> {
  await i18n.changeLanguage(locale);
  // main.tsx's tree as it hydrates the page: its first screen, no root to release here.
  const markup = renderToString(
    appTree(
      <SignInScreen searchParams={new URLSearchParams()} openApp={leaveUnused} preloadApp={leaveUnused} />,
      { root: null, screen: 1 },
    ),
  );
  return {
    ...takeTitle(unlessSuspended(markup, `The sign-in page (${locale})`)),
    // What painted-entry.ts says should the app not load, in the page's language.
    rootAttributes: {
      'data-load-failed': i18n.t('errors.routeDescription'),
      'data-reload': i18n.t('errors.reload'),
    },
  };
}

/** Every language's page, one after the other (they share the app's one i18n instance). */
export async function renderAuthPages(): Promise<PrerenderedPages> {
  const pages = {} as PrerenderedPages['pages'];
  for (const locale of LOCALES) pages[locale] = await renderAuthPage(locale);
  return { brand: DEFAULT_APP_CONFIG.brandName, pages };
}
