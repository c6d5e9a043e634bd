import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { readAcademicConfig } from './academic.config.js';

describe('academic configuration', () => {
  it('stores files on local disk, 20 MiB at most each, unless a bucket is named', () => {
    assert.deepEqual(readAcademicConfig({}), { objectStore: { kind: 'disk', dir: 'var/uploads' }, uploadMaxBytes: 20 * 1024 * 1024 });
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, path-style with an endpoint', () => {
    assert.deepEqual(readAcademicConfig({ S3_BUCKET: 'treina', S3_ENDPOINT: 'http://minio:9000', UPLOAD_MAX_BYTES: '1024' }), {
      objectStore: { kind: 's3', bucket: 'treina', endpoint: 'http://minio:9000', region: 'us-east-1', prefix: '', forcePathStyle: true },
      uploadMaxBytes: 1024,
    });
  });

  it('stops the start with the variable’s name when a value is wrong', () => {
    assert.throws(() => readAcademicConfig({ UPLOAD_MAX_BYTES: '20MB' }), /UPLOAD_MAX_BYTES/);
  });
});
