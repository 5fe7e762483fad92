import { defineConfig } from 'vitest/config';

// One runner for the whole repository; `--project` picks a slice (see package.json scripts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        // The bench's own rules (the Lighthouse calibration): plain modules, no app.
        test: { name: 'bench', include: ['bench/**/*.test.mjs'], environment: 'node' },
      },
      './apps/web/vite.config.ts',
      './apps/api/vitest.config.ts',
    ],
  },
});
