import { type ConfigType, registerAs } from '@nestjs/config';
import { env, envInt, type EnvSource } from '@treina/nest-platform';

const DEFAULT_SCHOOL_NAME = 'Treina Escola de Treinamentos';

/** Where uploaded files go: an S3-compatible bucket, or a folder on local disk. */
export type ObjectStoreConfig =
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; prefix: string; forcePathStyle: boolean }
  | { kind: 'disk'; dir: string };

/**
 * Academic's own settings, read once at start-up: the object store (S3 when S3_BUCKET is set, its
 * credentials read by the SDK itself; else local disk under UPLOAD_DIR), the size of one upload
 * (UPLOAD_MAX_BYTES) and what certificates print (SCHOOL_NAME, PUBLIC_URL): services/academic/README.md.
 */
export function readAcademicConfig(source: EnvSource = process.env) {
  const bucket = env('S3_BUCKET', '', source);
  const endpoint = env('S3_ENDPOINT', '', source) || undefined;
  const objectStore: ObjectStoreConfig = bucket
    ? {
        kind: 's3',
        bucket,
        endpoint,
        region: env('S3_REGION', 'us-east-1', source),
        prefix: env('S3_PREFIX', '', source),
        forcePathStyle: env('S3_FORCE_PATH_STYLE', endpoint ? 'true' : 'false', source) === 'true',
      }
    : { kind: 'disk', dir: env('UPLOAD_DIR', 'var/uploads', source) };
  return {
    objectStore,
    uploadMaxBytes: envInt('UPLOAD_MAX_BYTES', 20 * 1024 * 1024, source),
    certificates: {
      schoolName: env('SCHOOL_NAME', DEFAULT_SCHOOL_NAME, source).trim() || DEFAULT_SCHOOL_NAME,
      publicUrl: env('PUBLIC_URL', 'http://localhost:3000', source).replace(/\/$/, ''),
    },
  };
}

/** `@Inject(academicConfig.KEY) config: AcademicConfig` */
export const academicConfig = registerAs('academic', () => readAcademicConfig());
export type AcademicConfig = ConfigType<typeof academicConfig>;
