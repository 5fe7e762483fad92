import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';

export const S3_TEST_BUCKET = 'limpa-test';

export interface LocalS3 {
  /** The env that points an app at this server (STORAGE=s3 and every S3_* setting). */
  env: Record<string, string>;
  directory: string;
}

/** A real S3-compatible server (s3rver) on a free port for one test file, with one bucket. */
export function useLocalS3(): LocalS3 {
  const ref = { env: {}, directory: '' } as LocalS3;
  let server: S3rver;
  beforeAll(async () => {
    ref.directory = mkdtempSync(path.join(os.tmpdir(), 'limpa-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: ref.directory,
      configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    ref.env = {
      STORAGE: 's3',
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
    };
  });
  afterAll(async () => {
    await server?.close();
    await rm(ref.directory, { recursive: true, force: true });
  });
  return ref;
}
