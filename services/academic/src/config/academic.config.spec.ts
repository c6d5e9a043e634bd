import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { readAcademicConfig } from './academic.config.js';

describe('academic configuration', () => {
  it('stores files on local disk, 20 MiB at most each, unless a bucket is named', () => {
    const config = readAcademicConfig({});
    assert.deepEqual(config.objectStore, { kind: 'disk', dir: 'var/uploads' });
    assert.equal(config.uploadMaxBytes, 20 * 1024 * 1024);
  });

  it('uses an S3-compatible bucket when S3_BUCKET is set, path-style with an endpoint', () => {
    const config = readAcademicConfig({ S3_BUCKET: 'treina', S3_ENDPOINT: 'http://minio:9000', UPLOAD_MAX_BYTES: '1024' });
    assert.deepEqual(config.objectStore, {
      kind: 's3',
      bucket: 'treina',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: true,
    });
    assert.equal(config.uploadMaxBytes, 1024);
  });

  it('prints certificates with the default school name and the local address unless SCHOOL_NAME and PUBLIC_URL say otherwise', () => {
    assert.deepEqual(readAcademicConfig({}).certificates, {
      schoolName: 'Treina Escola de Treinamentos',
      publicUrl: 'http://localhost:3000',
    });
    assert.deepEqual(readAcademicConfig({ SCHOOL_NAME: ' Escola Modelo ', PUBLIC_URL: 'https://treina.example.com/' }).certificates, {
      schoolName: 'Escola Modelo',
      publicUrl: 'https://treina.example.com',
    });
  });

  it('stops the start with the variable’s name when a value is wrong', () => {
    assert.throws(() => readAcademicConfig({ UPLOAD_MAX_BYTES: '20MB' }), /UPLOAD_MAX_BYTES/);
  });
});
