import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import type { Storage } from '../../lib/storage';
import { assertStorageKey } from './storage-key';

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

/**
 * Files as objects of one bucket (AWS S3 or an S3-compatible server). Every API process sees the same objects,
 * so any of them can serve a file another one stored. Keys are the same as on local disk (`avatars/<uuid>.jpg`).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async put(key: string, buffer: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertStorageKey(key),
        Body: buffer,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }),
      );
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** S3 answers a delete of a missing key with success too. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
