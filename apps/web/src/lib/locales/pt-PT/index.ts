import type { ResourceKey } from 'i18next';
import { byFile } from '../by-file';
import shell from '../pt-PT.json';

/**
 * pt-PT strings, mirroring en/ file for file (a test keeps every key in step); loaded on demand by lib/i18n.ts
 * as one chunk.
 */
export const resources: ResourceKey = byFile(
  shell,
  import.meta.glob<{ default: object }>('./*.json', { eager: true }),
);
