import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource, SRC_DIR, sourceFiles } from './locale-keys';

/**
 * The shared components' English (account, booking, conversation, …) is not in the bundled shell: each module
 * that asks for one of its keys imports lib/strings/<file> for its effect, which registers it (decision 032).
 * Tests register every string up front (src/test/setup.ts), so only this check sees a missing import, which in
 * the app would show the key instead of the text.
 */
const STRINGS_DIR = path.join(SRC_DIR, 'lib/strings');
const camel = (file: string) => file.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const registered = readdirSync(STRINGS_DIR)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file: file.replace(/\.ts$/, ''), namespace: camel(file.replace(/\.ts$/, '')) }));

describe('shared strings', () => {
  it('are registered by every module that asks for them, and kept out of the shell', () => {
    expect(registered.length).toBeGreaterThan(0);
    for (const { file, namespace } of registered) {
      expect(readSource(path.join(SRC_DIR, 'lib/locales/en/shell.ts')), namespace).not.toContain(
        `${file}.json`,
      );
      const key = new RegExp(`['"\`]${namespace}\\.`);
      const users = sourceFiles().filter((f) => !f.startsWith(STRINGS_DIR) && key.test(readSource(f)));
      expect(users.length, namespace).toBeGreaterThan(0);
      for (const user of users) {
        expect(readSource(user), `${path.relative(SRC_DIR, user)} uses ${namespace}.*`).toContain(
          `import '@/lib/strings/${file}';`,
        );
      }
    }
  });
});
