import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible endpoint for tests (no S3 server can run on our machines): path-style
 * PUT, GET and DELETE of objects, refusing requests that are not signed with AWS Signature
 * Version 4 for the expected access key. Enough to prove the adapter speaks S3 through the
 * official SDK; a real bucket is a deployment's concern.
 */
export async function startS3Double(accessKeyId: string) {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });
  const server = createServer(async (request, response) => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    if (request.method === 'PUT') {
      objects.set(key, { body: await read(request), contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: '"etag"' });
      response.end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      response.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': object.body.length,
      });
      response.end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      response.end();
    } else {
      response.writeHead(405);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    /** The storage's settings for this double (s3Storage's S3Settings). */
    settings: {
      bucket: 'homeward-docs',
      region: 'ap-southeast-2',
      endpoint,
      accessKeyId,
      secretAccessKey: 'secret',
      forcePathStyle: true,
    },
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
