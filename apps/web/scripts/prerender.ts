import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPages } from '@limpa/contracts';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Logger, type Plugin } from 'vite';

/** Where the API finds the pages (apps/api/src/plugins/prerendered-documents.ts). */
export const PRERENDERED_FILE = 'prerendered/auth-page.json';
/** The signed-in screens' renderer, which the API imports and runs per request (decision 086). */
export const PAINTED_SCREEN_MODULE = 'prerendered/painted-screen.mjs';
/** The server entries, built for Node and run once per web build. */
const ENTRIES = {
  'render-auth-page': 'src/prerender/render-auth-page.tsx',
};
/**
 * The server build's output: under the web package's node_modules, so that the packages it leaves external
 * (react-dom/server, react-router, i18next…) resolve from the repository's node_modules when it is imported;
 * a folder of its own per build, as two builds may run at once (npm run build, the build test).
 */
const SERVER_OUT_PREFIX = 'node_modules/.limpa-prerender-';

type RenderAuthPages = typeof import('../src/prerender/render-auth-page').renderAuthPages;

/** Each file the API reads, with its pages. */
type RenderedFiles = Record<string, PrerenderedPages>;

/** Builds and runs the server entry in a folder of its own, removed afterwards. */
async function renderWithServerBuild(root: string, alias: Record<string, string>): Promise<RenderedFiles> {
  await mkdir(path.join(root, 'node_modules'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, SERVER_OUT_PREFIX));
  try {
    return await buildAndRender(outDir, root, alias);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * A Vite server build of the app's own modules (aliases, JSON strings): with no config file, so this plugin, the
 * PWA and the client's chunking stay out of it.
 */
const serverBuild = (root: string, alias: Record<string, string>) =>
  ({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    // The client build forces production too (vite.config.ts): React's production server renderer.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [react()],
    resolve: { alias },
  }) satisfies InlineConfig;

/**
 * Builds the server entries and runs them. The pages render one after the other: they share the app's one i18n
 * instance.
 */
async function buildAndRender(outDir: string, root: string, alias: Record<string, string>) {
  await build({
    ...serverBuild(root, alias),
    build: {
      ssr: true,
      outDir,
      minify: false,
      sourcemap: false,
      rolldownOptions: { input: ENTRIES, output: { entryFileNames: '[name].mjs' } },
    },
  });
  const load = (name: keyof typeof ENTRIES) => import(pathToFileURL(path.join(outDir, `${name}.mjs`)).href);
  const { renderAuthPages } = (await load('render-auth-page')) as { renderAuthPages: RenderAuthPages };
  return { [PRERENDERED_FILE]: await renderAuthPages() };
}

/**
 * Builds the signed-in screens' renderer for the API to run per request: one file with every package in it,
 * minified, so it needs nothing beside it wherever the web build is served from.
 */
async function buildPaintedScreenModule(root: string, alias: Record<string, string>, outDir: string) {
  const file = path.join(outDir, PAINTED_SCREEN_MODULE);
  await build({
    ...serverBuild(root, alias),
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/render-painted-screen.tsx',
      outDir: path.dirname(file),
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: path.basename(file), inlineDynamicImports: true } },
    },
  });
  return file;
}

/**
 * After the client build, renders in every language the sign-in page (/auth and /) to
 * `prerendered/auth-page.json` (decision 036), which the API puts in #root for a visitor without a session, and
 * builds the renderer the API paints a signed-in customer's home with, per request (decision 086): either page
 * paints from the HTML and CSS before the JavaScript has loaded and run.
 */
export function prerenderPlugin(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let alias: Record<string, string> = {};
  let logger: Logger | undefined;
  return {
    name: 'limpa:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
      outDir = path.resolve(config.root, config.build.outDir);
      alias = Object.fromEntries(
        config.resolve.alias
          .filter((entry) => typeof entry.find === 'string')
          .map((entry) => [entry.find as string, entry.replacement]),
      );
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const rendered = await renderWithServerBuild(root, alias);
        for (const [name, pages] of Object.entries(rendered)) {
          const file = path.join(outDir, name);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, JSON.stringify(pages));
          logger?.info(`page rendered for the server: ${path.relative(root, file)}`);
        }
        const renderer = await buildPaintedScreenModule(root, alias, outDir);
        logger?.info(`renderer built for the server: ${path.relative(root, renderer)}`);
      },
    },
  };
}
