import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/adapters/storage/create-storage';
import { LocalDiskStorage } from '../../src/adapters/storage/local-disk-storage';
import { ConfigError, loadConfig } from '../../src/config';
import { TEST_ENV } from '../helpers/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'limpa-storage-test-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('local disk storage', () => {
  const storage = createStorage({ storage: 'local', dataDir });

  it('is the default adapter and keeps files under DATA_DIR/uploads', async () => {
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    await storage.put('avatars/abc.jpg', Buffer.from('hello'), 'image/jpeg');
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', 'abc.jpg'))).toBe(true);
    expect((await storage.get('avatars/abc.jpg'))?.toString()).toBe('hello');
    await storage.put('avatars/abc.jpg', Buffer.from('replaced'), 'image/jpeg');
    expect((await storage.get('avatars/abc.jpg'))?.toString()).toBe('replaced');
    await storage.delete('avatars/abc.jpg');
    expect(await storage.get('avatars/abc.jpg')).toBeNull();
  });

  it('answers null for a missing file and deletes a missing file quietly', async () => {
    expect(await storage.get('avatars/missing.jpg')).toBeNull();
    await expect(storage.delete('avatars/missing.jpg')).resolves.toBeUndefined();
  });

  it.each([
    '../secret.txt',
    'avatars/../../secret.txt',
    '/etc/passwd',
    'avatars\\..\\secret.txt',
    'avatars/.hidden',
    'avatars/noextension',
    'Avatars/X.JPG',
    '',
    'avatars//a.jpg',
  ])('refuses the key %j', async (key) => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'top secret');
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(existsSync(path.join(dataDir, 'secret.txt'))).toBe(true);
  });
});

describe('STORAGE=s3 configuration', () => {
  it('refuses to start naming every missing S3 setting', () => {
    expect(() => loadConfig({ ...TEST_ENV, STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(ConfigError);
    try {
      loadConfig({ ...TEST_ENV, STORAGE: 's3', S3_BUCKET: 'b' });
    } catch (err) {
      const issues = (err as ConfigError).issues.join('\n');
      for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expect(issues).toContain(name);
      expect(issues).not.toContain('S3_BUCKET');
    }
  });

  it('keeps the local disk as the default', () => {
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir });
    expect(config.storage).toBe('local');
    expect(createStorage(config)).toBeInstanceOf(LocalDiskStorage);
  });
});
