import { MulterModule } from '@nestjs/platform-express';
import { UPLOAD_MAX_FILES, uploadMaxBytes } from '../storage/upload-policy.js';

/**
 * Multer for the modules that take uploads: in memory (files are checked before they
 * are stored), limited per file (env UPLOAD_MAX_BYTES, read at start-up) and in count;
 * a larger file is a 413. File names are read as UTF-8.
 */
export const UploadLimitsModule = MulterModule.registerAsync({
  useFactory: () => ({
    limits: { fileSize: uploadMaxBytes(), files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 1024 },
    defParamCharset: 'utf8',
  }),
});
