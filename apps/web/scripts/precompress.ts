import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
/** Text the browser fetches; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** What the API reads (scripts/prerender.ts), never a browser: no copies. */
const SERVER_ONLY = `prerendered${path.sep}`;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes name.br (brotli, quality 11) and name.gz (gzip, level 9) beside every compressible file. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    const name = path.relative(dir, file);
    if (!COMPRESSIBLE.test(name) || name.startsWith(`.vite${path.sep}`) || name.startsWith(SERVER_ONLY))
      continue;
    jobs.push(
      (async () => {
        const body = await readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

/**
 * Precompresses the build output after every other plugin has written its files (the service worker too),
 * so the API's static file server can send .br/.gz as they are (@fastify/static `preCompressed`).
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'limpa:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
