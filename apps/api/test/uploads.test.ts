import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { customerSchema, type DocumentCategory } from '@homeward/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPages, documents, uploadTokens } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { signedIn, verifiedCustomer } from './support/customers';
import { createTestApp, type TestApp } from './support/test-app';
import { jpegWithExif, pagePdf, pdf, png, upload, type FilePart } from './support/uploads';

let t: TestApp;
let catalogue: DocumentCategory[];

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  const browser = await signedIn(t, (await verifiedCustomer(t)).email);
  catalogue = (await browser.get('/client/v1/document-categories')).json();
});
afterAll(() => t.close());

/** The upload query for a category and type code. */
function query(category: string, type: string) {
  const c = catalogue.find((entry) => entry.code === category);
  const d = c?.document_types.find((entry) => entry.code === type);
  if (!c || !d) throw new Error(`no ${category}/${type}`);
  return {
    query: `document_category_id=${c.id}&document_type_id=${d.id}`,
    categoryId: c.id,
    typeId: d.id,
  };
}

const storedFiles = () => {
  const root = path.join(t.app.deps.config.dataDir, 'documents');
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(root);
  return files;
};

const jpegPart = async (name = 'front.jpg'): Promise<FilePart> => ({
  bytes: await jpegWithExif(),
  name,
  type: 'image/jpeg',
});

async function customer() {
  return signedIn(t, (await verifiedCustomer(t)).email);
}

describe('document upload', () => {
  it('accepts a two-page ID, re-encodes the images without their metadata and stores them privately', async () => {
    const browser = await customer();
    const { query: q } = query('proof_of_identity', 'national_id');
    const front = await jpegPart('IMG_0001.jpg');
    expect((await sharp(front.bytes).metadata()).exif).toBeDefined();
    const response = await upload(
      browser,
      q,
      [front, { bytes: await png(), name: 'back.png', type: 'image/png' }],
      {
        document_number: ' 1234 5678 ',
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      status_code: 'pending',
      status_title: 'Received',
      document_category: { code: 'proof_of_identity' },
      document_type: { code: 'national_id' },
    });

    const pages = await t.database.db
      .select()
      .from(documentPages)
      .where(eq(documentPages.documentId, document.id))
      .orderBy(documentPages.pageIndex);
    expect(pages.map((p) => p.contentType)).toEqual(['image/jpeg', 'image/png']);
    for (const page of pages) {
      expect(page.storageKey).not.toContain('IMG_0001');
      const file = storedFiles().find((f) => f.endsWith(page.storageKey));
      expect(file).toBeDefined();
      expect(statSync(file ?? '').mode & 0o777).toBe(0o600);
      const meta = await sharp(readFileSync(file ?? '')).metadata();
      expect(meta.exif).toBeUndefined();
    }
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.documentNumber).toBe('1234 5678');

    const profile = customerSchema.parse((await browser.get('/client/v1/profile')).json());
    expect(profile.pending_documents.map((d) => d.id)).toEqual([document.id]);
  });

  it('keeps a clean PDF', async () => {
    const browser = await customer();
    const response = await upload(browser, query('proof_of_address', 'utility_bill').query, [
      { bytes: await pagePdf(2), name: 'bill.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  const refusals: [string, () => Promise<FilePart[]>, string, string][] = [
    [
      'text with an image name and type',
      async () => [
        {
          bytes: Buffer.from('just some text, not a photo'),
          name: 'photo.jpg',
          type: 'image/jpeg',
        },
      ],
      'pages.0',
      'Page 1 is not a JPEG, PNG, HEIC or PDF file.',
    ],
    [
      'a Windows program renamed to .jpg',
      async () => [
        {
          bytes: Buffer.concat([
            Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
            Buffer.alloc(512, 1),
          ]),
          name: 'id.jpg',
          type: 'image/jpeg',
        },
      ],
      'pages.0',
      'Page 1 is not a JPEG, PNG, HEIC or PDF file.',
    ],
    [
      'an empty file',
      async () => [{ bytes: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' }],
      'pages.0',
      'Page 1 is empty.',
    ],
    [
      'a JPEG carrying a script (polyglot)',
      async () => [
        {
          bytes: Buffer.concat([
            await jpegWithExif(),
            Buffer.from('<script>alert(document.cookie)</script>'),
          ]),
          name: 'a.jpg',
          type: 'image/jpeg',
        },
      ],
      'pages.0',
      'Page 1 contains more than an image.',
    ],
    [
      'a PDF header and nothing else',
      async () => [
        { bytes: Buffer.from('%PDF-1.4\n'), name: 'passport.pdf', type: 'application/pdf' },
      ],
      'pages.0',
      'Page 1 is not a PDF we can read.',
    ],
    [
      'a PDF with no pages',
      async () => [{ bytes: pdf(), name: 'passport.pdf', type: 'application/pdf' }],
      'pages.0',
      'Page 1 is a PDF with no pages.',
    ],
    [
      'a PDF cut off halfway',
      async () => {
        const whole = await pagePdf();
        return [{ bytes: whole.subarray(0, 200), name: 'p.pdf', type: 'application/pdf' }];
      },
      'pages.0',
      'Page 1 is not a PDF we can read.',
    ],
    [
      'an image too small to read',
      async () => [{ bytes: await png(40, 30), name: 'tiny.png', type: 'image/png' }],
      'pages.0',
      'Page 1 is too small to read (40 × 30 pixels). Take a photo where the document fills the frame.',
    ],
    [
      'a PDF with JavaScript',
      async () => [
        {
          bytes: pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
          name: 'p.pdf',
          type: 'application/pdf',
        },
      ],
      'pages.0',
      'Page 1 is a PDF with scripts, actions or attachments, which we cannot accept.',
    ],
    [
      'a file over 10 MB',
      async () => [
        {
          bytes: Buffer.concat([await jpegWithExif(), Buffer.alloc(10 * 1024 * 1024, 0)]),
          name: 'big.jpg',
          type: 'image/jpeg',
        },
      ],
      'pages.0',
      'Page 1 is larger than 10 MB.',
    ],
    [
      'a second page for a one-page passport',
      async () => [await jpegPart(), await jpegPart()],
      'pages',
      'This document needs 1 page.',
    ],
  ];

  for (const [what, files, key, message] of refusals) {
    it(`refuses ${what} with a 422 naming the page, and stores nothing`, async () => {
      const browser = await customer();
      const before = storedFiles().length;
      const documentsBefore = (await t.database.db.select().from(documents)).length;
      const response = await upload(
        browser,
        query('proof_of_identity', 'passport').query,
        await files(),
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[key]).toEqual([message]);
      expect(storedFiles().length).toBe(before);
      expect((await t.database.db.select().from(documents)).length).toBe(documentsBefore);
    });
  }

  it('names the pages an ID card needs, and each bad page by number', async () => {
    const browser = await customer();
    const { query: q } = query('proof_of_identity', 'national_id');
    const one = await upload(browser, q, [await jpegPart()]);
    expect(one.json().errors.pages).toEqual(['This document needs 2 pages: Front and Back.']);
    const bad = await upload(browser, q, [
      await jpegPart(),
      { bytes: Buffer.from('%!PS-Adobe-3.0'), name: 'back.jpg', type: 'image/jpeg' },
    ]);
    expect(bad.json().errors).toEqual({
      'pages.1': ['Page 2 is not a JPEG, PNG, HEIC or PDF file.'],
    });
  });

  it('refuses a type from another category, a request that is not multipart, and no session', async () => {
    const browser = await customer();
    const identity = query('proof_of_identity', 'passport');
    const address = query('proof_of_address', 'utility_bill');
    const mixed = await upload(
      browser,
      `document_category_id=${identity.categoryId}&document_type_id=${address.typeId}`,
      [await jpegPart()],
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors.document_type_id).toBeDefined();
    const json = await browser.post(`/client/v1/document/upload?${identity.query}`, { pages: [] });
    expect(json.statusCode).toBe(415);
    const visitor = new TestBrowser(t.app);
    await visitor.csrf();
    expect((await upload(visitor, identity.query, [await jpegPart()])).statusCode).toBe(401);
  });

  it('never serves a stored file by URL', async () => {
    const browser = await customer();
    const response = await upload(browser, query('proof_of_identity', 'passport').query, [
      await jpegPart(),
    ]);
    const [page] = await t.database.db
      .select()
      .from(documentPages)
      .where(eq(documentPages.documentId, response.json().id));
    const key = page?.storageKey ?? '';
    const file = readFileSync(storedFiles().find((f) => f.endsWith(key)) ?? '');
    for (const url of [
      `/${key}`,
      `/documents/${key}`,
      `/data/documents/${key}`,
      `/documents/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
      `/assets/../../data/documents/${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`,
    ]) {
      const answer = await browser.get(url);
      expect(answer.rawPayload.equals(file), url).toBe(false);
      expect(answer.headers['content-type'], url).not.toMatch(/^image\//);
    }
  });
});

describe('hand-off to a phone', () => {
  it('refuses an unknown link before reading the pages it sends', async () => {
    const { query: q } = query('proof_of_identity', 'national_id');
    const phone = new TestBrowser(t.app);
    await phone.csrf();
    // A body of up to 100 MB, made only as fast as the server reads it.
    const boundary = 'x'.repeat(24);
    const chunk = Buffer.alloc(1 << 20, 0x41);
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent === 0) {
          this.push(
            `--${boundary}\r\nContent-Disposition: form-data; name="pages"; filename="a.jpg"\r\n` +
              'Content-Type: image/jpeg\r\n\r\n',
          );
        }
        sent += chunk.length;
        this.push(sent > 100 * chunk.length ? null : chunk);
      },
    });
    const answer = await phone.request({
      method: 'POST',
      url: `/client/v1/document/upload?${q}&token=not-a-token`,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(answer.statusCode).toBe(404);
    expect(sent).toBeLessThan(4 * chunk.length);
  });

  it('issues a single-use link that uploads for the customer without a session', async () => {
    const desktop = await customer();
    const { categoryId, typeId, query: q } = query('proof_of_identity', 'national_id');
    const issued = await desktop.get(
      `/client/v1/account-verification/token/${categoryId}/${typeId}`,
    );
    expect(issued.statusCode).toBe(200);
    const { token, url, qr_code } = issued.json();
    expect(url).toBe(
      `http://localhost:8080/account-verification/upload/proof_of_identity?token=${token}`,
    );
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const phone = new TestBrowser(t.app);
    await phone.csrf();
    const info = await phone.get(`/client/v1/account-verification/token-info?token=${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().document_type.code).toBe('national_id');

    const first = await upload(phone, `${q}&token=${token}`, [
      await jpegPart(),
      await jpegPart('back.jpg'),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    const profile = customerSchema.parse((await desktop.get('/client/v1/profile')).json());
    expect(profile.pending_documents.map((d) => d.id)).toContain(first.json().id);

    const again = await upload(phone, `${q}&token=${token}`, [await jpegPart(), await jpegPart()]);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This link has expired or was already used.');
    expect(
      (await phone.get(`/client/v1/account-verification/token-info?token=${token}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a link once its 15 minutes are over', async () => {
    const desktop = await customer();
    const id = query('proof_of_identity', 'national_id');
    const issued = await desktop.get(
      `/client/v1/account-verification/token/${id.categoryId}/${id.typeId}`,
    );
    const { token, expires_at } = issued.json();
    const minutes = (Date.parse(expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await t.database.db
      .update(uploadTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(uploadTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const phone = new TestBrowser(t.app);
    await phone.csrf();
    expect(
      (await phone.get(`/client/v1/account-verification/token-info?token=${token}`)).statusCode,
    ).toBe(404);
    const late = await upload(phone, `${id.query}&token=${token}`, [
      await jpegPart(),
      await jpegPart(),
    ]);
    expect(late.statusCode).toBe(404);
  });

  it('issues links only for types a phone may upload, and only to a signed-in customer', async () => {
    const id = query('proof_of_identity', 'national_id');
    expect(
      (
        await t.app.inject({
          url: `/client/v1/account-verification/token/${id.categoryId}/${id.typeId}`,
        })
      ).statusCode,
    ).toBe(401);
    const desktop = await customer();
    const mismatch = await desktop.get(
      `/client/v1/account-verification/token/${id.categoryId}/${query('selfie', 'liveness').typeId}`,
    );
    expect(mismatch.statusCode).toBe(404);
  });

  it('refuses a link for another document type and an unknown link', async () => {
    const desktop = await customer();
    const id = query('proof_of_identity', 'national_id');
    const token = (
      await desktop.get(`/client/v1/account-verification/token/${id.categoryId}/${id.typeId}`)
    ).json().token;
    const phone = new TestBrowser(t.app);
    await phone.csrf();
    const passport = query('proof_of_identity', 'passport');
    expect(
      (await upload(phone, `${passport.query}&token=${token}`, [await jpegPart()])).statusCode,
    ).toBe(422);
    expect(
      (await upload(phone, `${passport.query}&token=nope`, [await jpegPart()])).statusCode,
    ).toBe(404);
  });

  it('gives the built-in liveness provider a token for three frames', async () => {
    const browser = await customer();
    const response = await browser.get(
      '/client/v1/account-verification/liveliness-token?api=builtin',
    );
    expect(response.statusCode).toBe(200);
    const { token, frames } = response.json();
    expect(frames).toBe(3);
    const selfie = query('selfie', 'liveness');
    const frame = await jpegPart('frame.jpg');
    const uploaded = await upload(browser, `${selfie.query}&token=${token}`, [frame, frame, frame]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(
      (await browser.get('/client/v1/account-verification/liveliness-token?api=acme')).statusCode,
    ).toBe(422);
  });

  it('takes a selfie only from the live camera: never without a token, never as a PDF', async () => {
    const browser = await customer();
    const selfie = query('selfie', 'liveness');
    const frame = await jpegPart('frame.jpg');
    const untaken = await upload(browser, selfie.query, [frame, frame, frame]);
    expect(untaken.statusCode).toBe(422);
    expect(untaken.json().errors.pages[0]).toMatch(/camera/);

    const { token } = (
      await browser.get('/client/v1/account-verification/liveliness-token?api=builtin')
    ).json();
    const scan: FilePart = { bytes: await pagePdf(), name: 'me.pdf', type: 'application/pdf' };
    const asPdf = await upload(browser, `${selfie.query}&token=${token}`, [frame, scan, frame]);
    expect(asPdf.statusCode).toBe(422);
    expect(asPdf.json().errors['pages.1'][0]).toMatch(/photo/);
  });
});
