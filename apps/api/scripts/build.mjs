// Bundles the API and the workspace packages it imports (TypeScript sources) into dist/server.js;
// npm dependencies stay external and load from node_modules. Split into chunks so what server.ts imports dynamically
// (the OpenTelemetry SDK, then the rest of the server) loads only then, in that order (decision 083).
import { build } from 'esbuild';

await build({
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  // Beside server.js, so import.meta.dirname means the same folder in every chunk.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@limpa/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
