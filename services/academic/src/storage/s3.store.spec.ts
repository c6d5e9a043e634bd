import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { S3Store } from './s3.store.js';

/** A minimal S3-compatible endpoint (path style, no signature check): PUT, GET and DELETE of objects. */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string }> } {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks)));
  });
  function answer(request: IncomingMessage, response: ServerResponse, body: Buffer): void {
    const key = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    if (request.method === 'PUT') {
      objects.set(key, { body, type: String(request.headers['content-type']) });
      response.writeHead(200, { ETag: '"1"' }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>no</Message></Error>');
        return;
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  }
  return { server, objects };
}

describe('S3 object store', () => {
  const fake = fakeS3();
  let store: S3Store;

  beforeAll(async () => {
    await new Promise<void>((done) => fake.server.listen(0, '127.0.0.1', done));
    const { port } = fake.server.address() as AddressInfo;
    process.env.AWS_ACCESS_KEY_ID = 'teste';
    process.env.AWS_SECRET_ACCESS_KEY = 'teste';
    store = new S3Store({
      bucket: 'treina',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      prefix: 'uploads/',
      forcePathStyle: true,
    });
  });
  afterAll(() => new Promise<void>((done) => fake.server.close(() => done())));

  it('puts, gets and deletes objects under the bucket and prefix', async () => {
    const key = 'material-00000000-0000-4000-8000-000000000001.pdf';
    await store.put(key, Buffer.from('%PDF-1.4 s3'), 'application/pdf');
    assert.deepEqual([...fake.objects.keys()], [`/treina/uploads/${key}`]);
    assert.equal(fake.objects.get(`/treina/uploads/${key}`)!.type, 'application/pdf');
    const object = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    assert.equal(Buffer.concat(chunks).toString(), '%PDF-1.4 s3');
    assert.equal(object!.size, 11);
    await store.delete(key);
    assert.equal(fake.objects.size, 0);
    assert.equal(await store.get(key), null);
  });
});
