import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for the tests that read the whole tree. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Tracked files, or every file but dependencies and builds when there is no git (an exported tree). */
export function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = dir === '' ? e.name : `${dir}/${e.name}`;
        if (e.isDirectory())
          return ['node_modules', '.git', 'dist', 'dev-dist'].includes(e.name) ? [] : walk(rel);
        return [rel];
      });
    return walk('');
  }
}
