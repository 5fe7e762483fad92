import type { Locale } from './common';

/** One language's prerendered page: the inner HTML of #root and the document title the page sets. */
export interface PrerenderedPage {
  title: string;
  html: string;
  /** Attributes #root carries with this page (the texts the page's entry shows should the app not load). */
  rootAttributes?: Record<string, string>;
}

/**
 * A file of prerendered pages (decision 036): the web build writes one per page (apps/web/scripts/prerender.ts)
 * and the API reads them at start (apps/api/src/plugins/prerendered-documents.ts).
 */
export interface PrerenderedPages {
  /** The brand the pages show: the default; the API serves them only when BRAND_NAME is the same. */
  brand: string;
  /** Every language's page; a file from an older build may lack one, which the API then does not serve. */
  pages: Record<Locale, PrerenderedPage>;
}
