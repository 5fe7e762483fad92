import type { Locale } from '@limpa/contracts';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/app/providers';
import { SignInScreen } from '@/app/sign-in-screen';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { i18n } from '@/lib/i18n';
import { LOCALES } from '@/lib/locale';

/**
 * The server entry of the build's prerender step (scripts/prerender.ts, decision 036): the sign-in screen as
 * main.tsx draws it for a visitor the page was painted for (decision 038), in each language, rendered with the
 * app's own providers and i18n so that React's first commit in the browser draws the same page over it.
 */

/** One language's page: the inner HTML of #root and the document title the page sets. */
export interface PrerenderedPage {
  title: string;
  html: string;
}

/** What the API reads at start (apps/api/src/plugins/prerendered-pages.ts); keep both sides in step. */
export interface PrerenderedAuthPages {
  /** The brand the pages show: the default; the API serves them only when BRAND_NAME is the same. */
  brand: string;
  pages: Record<Locale, PrerenderedPage>;
}

const TITLE = /<title>([^<]*)<\/title>/;
/** React's mark of a Suspense boundary that showed its fallback: the page would not be the real one. */
const FALLBACK_MARK = '<!--$!-->';

/** Moves the page's <title> (React 19 renders it in place outside a full document) out of the markup. */
function takeTitle(markup: string): PrerenderedPage {
  const match = TITLE.exec(markup);
  if (!match?.[1]) throw new Error('The sign-in page rendered no <title>');
  return { title: match[1], html: markup.replace(match[0], '') };
}

/** Nothing is clicked in a page rendered to a string. */
const leaveUnused = () => {};

async function renderAuthPage(locale: Locale): Promise<PrerenderedPage> {
  await i18n.changeLanguage(locale);
  const markup = renderToString(
    <AppProviders>
      <SignInScreen searchParams={new URLSearchParams()} openApp={leaveUnused} preloadApp={leaveUnused} />
    </AppProviders>,
  );
  if (markup.includes(FALLBACK_MARK))
    throw new Error(`The sign-in page (${locale}) suspended while rendering`);
  return takeTitle(markup);
}

/** Every language's page, one after the other (they share the app's one i18n instance). */
export async function renderAuthPages(): Promise<PrerenderedAuthPages> {
  const pages = {} as Record<Locale, PrerenderedPage>;
  for (const locale of LOCALES) pages[locale] = await renderAuthPage(locale);
  return { brand: DEFAULT_APP_CONFIG.brandName, pages };
}
