import type { Plugin } from 'vite';

/** The font every screen paints its text in first (src/fonts.css): Inter's Latin subset. */
const FIRST_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the built Latin font to index.html, so the browser fetches it with
 * the entry script instead of after the stylesheet has been parsed (Lighthouse's critical request chain).
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'limpa-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => FIRST_FONT.test(file));
        if (!font)
          throw new Error('The Latin Inter font is not in the build: update scripts/font-preload.ts');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
