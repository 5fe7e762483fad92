import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config-env';

const deployDoc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/deploy.md'), 'utf8');

describe('docs/deploy.md', () => {
  it('names every environment variable the API reads (config-env.ts)', () => {
    const variables = Object.keys(envSchema.shape);
    expect(variables.length).toBeGreaterThan(40);
    const unnamed = variables.filter((name) => !deployDoc.includes(`\`${name}\``));
    expect(unnamed).toEqual([]);
  });

  it('says plainly that no container recipe ships', () => {
    expect(deployDoc).toContain('No container recipe ships');
  });
});
