import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStore } from './object-store.js';

export interface S3StoreOptions {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, ...); AWS when absent. */
  endpoint?: string;
  region: string;
  /** Key prefix inside the bucket, e.g. `treina/`. */
  prefix: string;
  forcePathStyle: boolean;
}

/** Any S3-compatible bucket. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, ...). */
export class S3Store implements ObjectStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Only the checksums S3 requires: many S3-compatible stores reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }));
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }));
  }
}
