import type { Locale, PrerenderedPage, PrerenderedPages } from '@limpa/contracts';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { SignInScreen } from '@/app/sign-in-screen';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { LOCALES } from '@/lib/locale';
import { takeTitle, unlessSuspended } from './prerendered-markup';

/**
 * The server entry of the build's prerender step (scripts/prerender.ts, decision 036): the sign-in screen as
 * main.tsx draws it for a visitor the page was painted for (decision 038), in each language, rendered with the
 * app's own providers and i18n so that React's first commit in the browser draws the same page over it.
 */

/** Nothing is clicked in a page rendered to a string. */
const leaveUnused = () => {};

async function renderAuthPage(locale: Locale): Promise<PrerenderedPage> {
  await i18n.changeLanguage(locale);
  const markup = renderToString(
    <AppProviders>
      <SignInScreen searchParams={new URLSearchParams()} openApp={leaveUnused} preloadApp={leaveUnused} />
    </AppProviders>,
  );
  return takeTitle(unlessSuspended(markup, `The sign-in page (${locale})`));
}

/** Every language's page, one after the other (they share the app's one i18n instance). */
export async function renderAuthPages(): Promise<PrerenderedPages> {
  const pages = {} as PrerenderedPages['pages'];
  for (const locale of LOCALES) pages[locale] = await renderAuthPage(locale);
  return { brand: DEFAULT_APP_CONFIG.brandName, pages };
}
