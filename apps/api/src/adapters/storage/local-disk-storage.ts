import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../lib/storage';
import { assertStorageKey } from './storage-key';

const isNotFound = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/** Files under one root folder (DATA_DIR/uploads). Writes are atomic: a temporary file renamed into place. */
export class LocalDiskStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, proven to lie inside the root. */
  private pathOf(key: string): string {
    const full = path.resolve(this.root, assertStorageKey(key));
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  async put(key: string, buffer: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, buffer, { flag: 'wx' });
      await rename(temporary, target);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
