import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage, s3Storage, type FileStorage } from '../src/modules/storage/storage';
import { signedIn, verifiedCustomer } from './support/customers';
import { startS3Double } from './support/s3-double';
import { createTestApp, type TestApp } from './support/test-app';
import { jpegWithExif, upload } from './support/uploads';

let s3: Awaited<ReturnType<typeof startS3Double>>;
beforeAll(async () => {
  s3 = await startS3Double('homeward-test');
});
afterAll(() => s3.close());

const s3Settings = () => s3.settings;

function behavesAsStorage(name: string, storage: () => FileStorage) {
  describe(name, () => {
    it('stores, reads back and deletes a file by key', async () => {
      const key = `k${Date.now()}abcdefghijklmnop`;
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
      await storage().put(key, bytes, 'image/jpeg');
      expect((await storage().get(key)).equals(bytes)).toBe(true);
      await storage().delete(key);
      await expect(storage().get(key)).rejects.toThrow();
    });
  });
}

const local = localStorage(mkdtempSync(path.join(tmpdir(), 'homeward-storage-')));
behavesAsStorage('local storage', () => local);
behavesAsStorage('S3 storage', () => s3Storage(s3Settings()));

describe('S3 storage', () => {
  it('refuses to work with the wrong credentials', async () => {
    const wrong = s3Storage({ ...s3Settings(), accessKeyId: 'someone-else' });
    await expect(wrong.put('kabcdefghijklmnopq', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });

  describe('configured by S3_BUCKET', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        S3_BUCKET: 'homeward-docs',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'homeward-test',
        S3_SECRET_ACCESS_KEY: 'secret',
      });
    });
    afterAll(() => t.close());

    it('puts uploaded pages in the bucket under the documents prefix', async () => {
      const browser = await signedIn(t, (await verifiedCustomer(t)).email);
      const categories = (await browser.get('/client/v1/document-categories')).json();
      const identity = categories[0];
      const passport = identity.document_types.find((d: { code: string }) => d.code === 'passport');
      const before = s3.objects.size;
      const response = await upload(
        browser,
        `document_category_id=${identity.id}&document_type_id=${passport.id}`,
        [{ bytes: await jpegWithExif(), name: 'p.jpg', type: 'image/jpeg' }],
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(s3.objects.size).toBe(before + 1);
      const [key, object] = [...s3.objects].at(-1) ?? [];
      expect(key).toMatch(/^\/homeward-docs\/documents\/[0-9a-f]{32}$/);
      expect(object?.contentType).toBe('image/jpeg');
    });
  });
});
