import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inClientSpan } from '../../lib/outgoing';
import { onFirstUse } from '../../lib/on-first-use';

// The AWS SDK is 34 MB of memory: loaded by the first file a bucket stores or reads.
const s3 = onFirstUse(() => import('@aws-sdk/client-s3'));

/**
 * Where document files live. Keys are random and carry no customer data; nothing here is ever
 * served from a public path: files are read back only through the API's own checks.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** A directory under DATA_DIR, outside the web root; files are private to the server user. */
export function localStorage(directory: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]{16,}$/.test(key)) throw new Error('invalid storage key');
    // Two levels of fan-out keep directories small.
    return path.join(directory, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => readFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Spaces…); absent means AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most S3-compatible stores want bucket-in-path URLs. */
  forcePathStyle: boolean;
}

/**
 * An S3 or S3-compatible bucket. Objects are written private (no ACL grants) and encrypted at
 * rest by the store; the key prefix keeps documents apart from anything else in the bucket.
 */
export function s3Storage(settings: S3Settings, prefix = 'documents/'): FileStorage {
  const bucket = onFirstUse(async () => {
    const sdk = await s3();
    const client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
    return { sdk, client };
  });
  const Key = (key: string) => `${prefix}${key}`;
  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await bucket();
      await inClientSpan('s3', 'PUT', () =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: settings.bucket,
            Key: Key(key),
            Body: bytes,
            ContentType: contentType,
            ServerSideEncryption: settings.endpoint ? undefined : 'AES256',
          }),
        ),
      );
    },
    async get(key) {
      const { sdk, client } = await bucket();
      return inClientSpan('s3', 'GET', async () => {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: Key(key) }),
        );
        if (!answer.Body) throw new Error(`empty object ${key}`);
        return Buffer.from(await answer.Body.transformToByteArray());
      });
    },
    async delete(key) {
      const { sdk, client } = await bucket();
      await inClientSpan('s3', 'DELETE', () =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: Key(key) })),
      );
    },
  };
}
