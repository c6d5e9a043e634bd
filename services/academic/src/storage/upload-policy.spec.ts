import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  acceptUpload,
  isStorageKey,
  keyOfUrl,
  MSG_TYPE_MISMATCH,
  MSG_TYPE_NOT_ALLOWED,
  newStorageKey,
  UploadRejected,
} from './upload-policy.js';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

function rejection(work: () => unknown): { status: number; message: string } {
  try {
    work();
  } catch (error) {
    assert.ok(error instanceof UploadRejected);
    return { status: error.status, message: error.message };
  }
  assert.fail('accepted');
}

describe('upload policy', () => {
  it('accepts the allowlisted types by their magic bytes', () => {
    assert.deepEqual(acceptUpload(PDF, 'application/pdf', 'apostila.pdf'), { ext: 'pdf', contentType: 'application/pdf', inline: true });
    assert.equal(acceptUpload(PNG, 'image/png', 'a.png').contentType, 'image/png');
    assert.equal(acceptUpload(MP4, 'video/mp4', 'aula.mp4').ext, 'mp4');
    assert.equal(acceptUpload(WEBP, 'image/webp', 'x.webp').ext, 'webp');
    assert.equal(acceptUpload(Buffer.from('GIF89a...'), 'image/gif', 'x.gif').ext, 'gif');
    assert.equal(acceptUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg', 'x.jpeg').ext, 'jpg');
  });

  it('stores Office files (zips) under their own type, plain zips as zip, never inline', () => {
    assert.deepEqual(acceptUpload(ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'contrato.docx'), {
      ext: 'docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      inline: false,
    });
    assert.equal(acceptUpload(ZIP, 'application/octet-stream', 'planilha.xlsx').ext, 'xlsx');
    assert.equal(acceptUpload(ZIP, 'application/zip', 'pacote.zip').ext, 'zip');
  });

  it('refuses unknown content (415), a type that lies (415) and an empty file (400)', () => {
    assert.deepEqual(
      rejection(() => acceptUpload(Buffer.from('<html><script>alert(1)</script>'), 'application/pdf', 'x.pdf')),
      {
        status: 415,
        message: MSG_TYPE_NOT_ALLOWED,
      },
    );
    assert.deepEqual(
      rejection(() => acceptUpload(PDF, 'image/png', 'x.png')),
      { status: 415, message: MSG_TYPE_MISMATCH },
    );
    assert.deepEqual(
      rejection(() => acceptUpload(PNG, 'text/html', 'x.html')),
      { status: 415, message: MSG_TYPE_MISMATCH },
    );
    assert.equal(rejection(() => acceptUpload(Buffer.alloc(0), 'application/pdf', 'x.pdf')).status, 400);
  });

  it('generates keys that never contain a path, and recognises only those', () => {
    const key = newStorageKey('material', 'pdf');
    assert.ok(isStorageKey(key));
    for (const bad of ['../etc/passwd', 'material-../../x.pdf', 'material-1.pdf', `${key}/..`, `..%2F${key}`, '', undefined]) {
      assert.equal(isStorageKey(bad), false, String(bad));
    }
    assert.equal(keyOfUrl(`/api/files/${key}`), key);
    assert.equal(keyOfUrl(`http://localhost:3000/api/files/${key}`), key);
    assert.equal(keyOfUrl('https://example.com/apostila.pdf'), undefined);
  });
});
