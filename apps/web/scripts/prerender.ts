import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Logger, type Plugin } from 'vite';

/** Where the API finds the pages (apps/api/src/plugins/prerendered-pages.ts). */
export const PRERENDERED_FILE = 'prerendered/auth-page.json';
/** The server entry, built for Node and run once per web build. */
const ENTRY = 'src/prerender/render-auth-page.tsx';
/**
 * The server build's output: under the web package's node_modules, so that the packages it leaves external
 * (react-dom/server, react-router, i18next…) resolve from the repository's node_modules when it is imported;
 * a folder of its own per build, as two builds may run at once (npm run build, the build test).
 */
const SERVER_OUT_PREFIX = 'node_modules/.limpa-prerender-';

type RenderAuthPages = typeof import('../src/prerender/render-auth-page').renderAuthPages;
type PrerenderedAuthPages = Awaited<ReturnType<RenderAuthPages>>;

/** Builds and runs the server entry in a folder of its own, removed afterwards. */
async function renderWithServerBuild(
  root: string,
  alias: Record<string, string>,
): Promise<PrerenderedAuthPages> {
  await mkdir(path.join(root, 'node_modules'), { recursive: true });
  const outDir = await mkdtemp(path.join(root, SERVER_OUT_PREFIX));
  try {
    return await buildAndRender(outDir, root, alias);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Builds the sign-in page's server entry with Vite (the app's own modules, aliases and JSON strings) and runs
 * it: a separate build with no config file, so this plugin, the PWA and the client's chunking stay out of it.
 */
async function buildAndRender(outDir: string, root: string, alias: Record<string, string>) {
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    // The client build forces production too (vite.config.ts): React's production server renderer.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [react()],
    resolve: { alias },
    build: {
      ssr: ENTRY,
      outDir,
      minify: false,
      sourcemap: false,
      rolldownOptions: { output: { entryFileNames: 'render-auth-page.mjs' } },
    },
  });
  const entry = pathToFileURL(path.join(outDir, 'render-auth-page.mjs')).href;
  const { renderAuthPages } = (await import(entry)) as { renderAuthPages: RenderAuthPages };
  return renderAuthPages();
}

/**
 * After the client build, renders the sign-in page (/auth and /) in every language to
 * `prerendered/auth-page.json` (decision 036): the API fills #root with it for a visitor without a session, so
 * the page paints from the HTML and CSS before ~150 KB of JavaScript has loaded and run.
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
        const file = path.join(outDir, PRERENDERED_FILE);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(rendered));
        logger?.info(`sign-in page rendered for the server: ${path.relative(root, file)}`);
      },
    },
  };
}
