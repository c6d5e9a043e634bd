import { Global, Module } from '@nestjs/common';
import { JsonLogger } from '@treina/nest-platform';
import { type AcademicConfig, academicConfig, type ObjectStoreConfig } from '../config/academic.config.js';
import { FileController } from './file.controller.js';
import { FileService } from './file.service.js';
import { LocalDiskStore } from './local-disk.store.js';
import { OBJECT_STORE, type ObjectStore } from './object-store.js';

/** The object store the configuration names (academic.config.ts). */
async function createObjectStore(config: ObjectStoreConfig): Promise<ObjectStore> {
  const logger = new JsonLogger('academic');
  if (config.kind === 's3') {
    // Loaded only when configured: the SDK is large.
    const { S3Store } = await import('./s3.store.js');
    const { kind: _kind, ...options } = config;
    logger.info('object store', { kind: 's3', bucket: config.bucket, endpoint: config.endpoint });
    return new S3Store(options);
  }
  logger.info('object store', { kind: 'disk', dir: config.dir });
  return new LocalDiskStore(config.dir);
}

@Global()
@Module({
  controllers: [FileController],
  providers: [
    {
      provide: OBJECT_STORE,
      useFactory: (config: AcademicConfig) => createObjectStore(config.objectStore),
      inject: [academicConfig.KEY],
    },
    FileService,
  ],
  exports: [OBJECT_STORE, FileService],
})
export class StorageModule {}
