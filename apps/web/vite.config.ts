/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunkGroups } from './scripts/chunk-groups.ts';
import { fontPreloadPlugin } from './scripts/font-preload.ts';
import { precompressPlugin } from './scripts/precompress.ts';
import { prerenderPlugin } from './scripts/prerender.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';

const THEME_COLOR = '#0f766e';
/**
 * The install prompt's description in each language (the manifest's `translations` member); the API answers
 * /manifest.webmanifest with the browser's language's description and lang from it (decision 027). The name
 * is the brand in every language.
 */
const MANIFEST_TRANSLATIONS = {
  'pt-PT': { description: 'Marque profissionais de limpeza de confiança no Canadá e em Portugal.' },
  'fr-CA': { description: 'Réservez des préposés à l’entretien de confiance au Canada et au Portugal.' },
};
// React Router's package exports its development build (dev warnings, a "Hey developer" error page) to every
// bundler; a build takes the production one beside it, which the exports do not name.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];
// API_PORT lets several API + Vite pairs run side by side (default: the API on 3000).
const apiProxy = {
  '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false },
};

// A build is always a production build, whatever NODE_ENV the shell has: with NODE_ENV=development Vite would
// otherwise ship React's development build (1.2 MB of react-dom). Tests and the dev server keep their own.
export default defineConfig(({ command }) => {
  const isBuild = command === 'build';
  if (isBuild) process.env.NODE_ENV = 'production';
  return {
    mode: isBuild ? 'production' : undefined,
    define: isBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    plugins: [
      react(),
      tailwindcss(),
      VitePWA({
        filename: 'sw.js',
        registerType: 'autoUpdate',
        // Registered by src/main.tsx on page load (virtual:pwa-register).
        injectRegister: false,
        includeAssets: ['favicon.svg', 'icons/favicon-32.png', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/',
          name: 'Limpa',
          short_name: 'Limpa',
          description: 'Book trusted home cleaners in Canada and Portugal.',
          lang: 'en',
          ...{ translations: MANIFEST_TRANSLATIONS },
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_COLOR,
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,woff2}'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//],
          cleanupOutdatedCaches: true,
          // Web push: the `push` and `notificationclick` handlers (public/push-sw.js, decision 025).
          importScripts: ['/push-sw.js'],
          // No runtimeCaching: API responses are never cached by the service worker.
        },
      }),
      fontPreloadPlugin(),
      routePreloadsPlugin(),
      prerenderPlugin(),
      precompressPlugin(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        ...(isBuild ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    // The manifest lets the bundle budget test (src/app/production-build.test.ts) add up what a screen loads.
    // The code-splitting groups (scripts/chunk-groups.ts) cut a cold home load from 58 scripts to 7.
    build: {
      outDir: 'dist',
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        // The painted sign-in page's own entry (decision 085): the API sends it in place of main.tsx's.
        input: { index: 'index.html', 'painted-entry': 'src/painted-entry.ts' },
        // @limpa/domain is constants and pure functions (no statement runs for its effect), so an import of
        // one constant need not keep the rest of the package: the first screens carried ~3 KB of it.
        treeshake: {
          moduleSideEffects: (id: string) => (id.includes('/packages/domain/src/') ? false : undefined),
        },
        // An imported constant is written where it is used: the API paths (@limpa/contracts/api-routes, one
        // string each) cost the first screens what a literal in place costs, not a table of every path.
        optimization: { inlineConst: { mode: 'all', pass: 1 } },
        output: {
          codeSplitting: { groups: firstScreenChunkGroups() },
        },
      },
    },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
      // A test that types into a form takes a few seconds of jsdom work; on a busy two-core machine that passed
      // the 5 s default while nothing was wrong. A real failure still fails, only later.
      testTimeout: 15_000,
    },
  };
});
