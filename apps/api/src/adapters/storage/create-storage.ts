import path from 'node:path';
import type { Config } from '../../config';
import type { Storage } from '../../lib/storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** Chooses the adapter from the configuration (decision: storage adapters). */
export function createStorage(config: Pick<Config, 'storage' | 'dataDir'> & { s3?: Config['s3'] }): Storage {
  if (config.storage === 's3' && config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
