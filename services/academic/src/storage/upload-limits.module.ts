import { MulterModule } from '@nestjs/platform-express';
import { type AcademicConfig, academicConfig } from '../config/academic.config.js';
import { UPLOAD_MAX_FILES } from './upload-policy.js';

/**
 * Multer for the modules that take uploads: in memory (files are checked before they
 * are stored), limited per file (UPLOAD_MAX_BYTES, academic.config.ts) and in count;
 * a larger file is a 413. File names are read as UTF-8.
 */
export const UploadLimitsModule = MulterModule.registerAsync({
  useFactory: (config: AcademicConfig) => ({
    limits: { fileSize: config.uploadMaxBytes, files: UPLOAD_MAX_FILES, fields: 20, fieldSize: 1024 },
    defParamCharset: 'utf8',
  }),
  inject: [academicConfig.KEY],
});
