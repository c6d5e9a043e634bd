import { Global, Module } from '@nestjs/common';
import { env, JsonLogger } from '@treina/nest-platform';
import { FileController } from './file.controller.js';
import { FileService } from './file.service.js';
import { LocalDiskStore } from './local-disk.store.js';
import { OBJECT_STORE, type ObjectStore } from './object-store.js';

/**
 * S3 (any S3-compatible endpoint) when S3_BUCKET is set: S3_ENDPOINT, S3_REGION
 * (default us-east-1), S3_PREFIX, S3_FORCE_PATH_STYLE (default true with an endpoint),
 * credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. Otherwise local disk
 * under UPLOAD_DIR (default var/uploads).
 */
export async function createObjectStore(): Promise<ObjectStore> {
  const bucket = process.env.S3_BUCKET;
  const logger = new JsonLogger('academic');
  if (bucket) {
    // Loaded only when configured: the SDK is large.
    const { S3Store } = await import('./s3.store.js');
    const endpoint = process.env.S3_ENDPOINT || undefined;
    logger.info('object store', { kind: 's3', bucket, endpoint });
    return new S3Store({
      bucket,
      endpoint,
      region: env('S3_REGION', 'us-east-1'),
      prefix: env('S3_PREFIX', ''),
      forcePathStyle: env('S3_FORCE_PATH_STYLE', endpoint ? 'true' : 'false') === 'true',
    });
  }
  const dir = env('UPLOAD_DIR', 'var/uploads');
  logger.info('object store', { kind: 'disk', dir });
  return new LocalDiskStore(dir);
}

@Global()
@Module({
  controllers: [FileController],
  providers: [{ provide: OBJECT_STORE, useFactory: createObjectStore }, FileService],
  exports: [OBJECT_STORE, FileService],
})
export class StorageModule {}
