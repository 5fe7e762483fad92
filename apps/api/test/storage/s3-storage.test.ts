import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/adapters/storage/create-storage';
import { S3Storage } from '../../src/adapters/storage/s3-storage';
import { loadConfig } from '../../src/config';
import { expectProblem, signUp } from '../helpers/auth';
import { uploadAvatar } from '../helpers/multipart';
import { S3_TEST_BUCKET, useLocalS3 } from '../helpers/s3-server';
import { buildTestApp, TEST_ENV, type TestApp } from '../helpers/test-app';

const s3 = useLocalS3();
let first: TestApp & { databaseUrl: string };
let second: TestApp;

beforeAll(async () => {
  first = await buildTestApp({ env: s3.env });
  // A second API process: same database, same bucket, its own storage client.
  second = await buildTestApp({ env: s3.env, databaseUrl: first.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** The object keys s3rver holds for the avatars folder (its on-disk layout: bucket/avatars/<name>._S3rver_object). */
function storedAvatarNames(): string[] {
  try {
    return readdirSync(path.join(s3.directory, S3_TEST_BUCKET, 'avatars'))
      .filter((f) => f.endsWith('._S3rver_object'))
      .map((f) => f.replace(/\._S3rver_object$/, ''))
      .sort();
  } catch {
    return [];
  }
}

describe('STORAGE=s3', () => {
  it('chooses the S3 adapter from the configuration', () => {
    const config = loadConfig({ ...TEST_ENV, ...s3.env });
    expect(config.s3).toMatchObject({ bucket: S3_TEST_BUCKET, forcePathStyle: true });
    const storage = createStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    storage.close?.();
  });

  it('stores an uploaded avatar as an object and serves it under the same URL shape', async () => {
    const { cookie } = await signUp(first.app, { role: 'customer' });
    const url = await uploadAvatar(first.app, cookie, { r: 255, g: 0, b: 0 });
    expect(url).toMatch(/^\/api\/v1\/files\/avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(storedAvatarNames()).toContain(url.split('/').pop());
    const served = await first.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
  });

  it('serves a file from a second API process on the same bucket', async () => {
    const { cookie } = await signUp(first.app, { role: 'cleaner' });
    const url = await uploadAvatar(first.app, cookie, { r: 0, g: 0, b: 255 });
    const fromFirst = await first.app.inject({ method: 'GET', url });
    const fromSecond = await second.app.inject({ method: 'GET', url });
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
  });

  it('removes the previous object when the avatar is replaced', async () => {
    const { cookie } = await signUp(first.app, { role: 'customer' });
    const oldUrl = await uploadAvatar(first.app, cookie, { r: 0, g: 255, b: 0 });
    const newUrl = await uploadAvatar(second.app, cookie, { r: 0, g: 0, b: 0 });
    expect(newUrl).not.toBe(oldUrl);
    const names = storedAvatarNames();
    expect(names).toContain(newUrl.split('/').pop());
    expect(names).not.toContain(oldUrl.split('/').pop());
    expectProblem(await first.app.inject({ method: 'GET', url: oldUrl }), 404);
    expect((await first.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
  });

  it('answers 404 for a missing object and for a malformed name', async () => {
    expectProblem(
      await first.app.inject({
        method: 'GET',
        url: '/api/v1/files/avatars/5b0c1e8e-1d1c-4d7e-9f3a-3f8f3f8f3f8f.jpg',
      }),
      404,
    );
    expectProblem(
      await first.app.inject({ method: 'GET', url: '/api/v1/files/avatars/..%2Fsecret.jpg' }),
      404,
    );
  });

  it('reads, overwrites and deletes through the adapter; a missing key reads as null', async () => {
    const storage = new S3Storage(loadConfig({ ...TEST_ENV, ...s3.env }).s3!);
    try {
      await storage.put('exports/a.json', Buffer.from('one'), 'application/json');
      expect((await storage.get('exports/a.json'))?.toString()).toBe('one');
      await storage.put('exports/a.json', Buffer.from('two'), 'application/json');
      expect((await storage.get('exports/a.json'))?.toString()).toBe('two');
      await storage.delete('exports/a.json');
      expect(await storage.get('exports/a.json')).toBeNull();
      await expect(storage.delete('exports/a.json')).resolves.toBeUndefined();
      await expect(storage.get('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    } finally {
      storage.close();
    }
  });
});
