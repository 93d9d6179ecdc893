import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PREFIX } from '@homeward/contract';
import { events } from '../src/modules/realtime/broadcaster';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo, uniqueEmail } from './support/mail';
import { sender } from './support/senders';
import { signedInStaff, staffToken } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { jpegWithExif, png, upload } from './support/uploads';

let t: TestApp;
let published: { channel: string; event: string; data: unknown }[] = [];
beforeAll(async () => {
  // A code may be asked for again at once, so the resend below never waits on the clock.
  t = await createTestApp({ CODE_RESEND_SECONDS: '0' });
  const broadcaster = t.app.deps.broadcaster();
  const publish = broadcaster.publish.bind(broadcaster);
  broadcaster.publish = (channel, event, data) => {
    published.push({ channel, event, data });
    publish(channel, event, data);
  };
});
afterAll(async () => t.close());

const reading = {
  given_names: 'Maria Clara',
  surname: 'Santos',
  birth_date: '1990-07-25',
  document_number: 'N1234567',
  expires_on: '2031-01-01',
};

/** A customer who uploaded a two-page national ID card (front and back), as the SPA does. */
async function uploadedIdCard() {
  const { email, customerId } = await verifiedCustomer(t, 'id-card');
  const browser = await signedIn(t, email);
  const catalogue = (await browser.get('/client/v1/document-categories')).json() as {
    id: number;
    code: string;
    document_types: { id: number; code: string }[];
  }[];
  const category = catalogue.find((c) => c.code === 'proof_of_identity');
  const type = category?.document_types.find((d) => d.code === 'national_id');
  const front = await jpegWithExif(800, 500);
  const back = await png(800, 500);
  const uploaded = await upload(
    browser,
    `document_category_id=${category?.id}&document_type_id=${type?.id}`,
    [
      { bytes: front, name: 'front.jpg', type: 'image/jpeg' },
      { bytes: back, name: 'back.png', type: 'image/png' },
    ],
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { customerId, email, browser, documentId: uploaded.json().id as string, front, back };
}

describe('document review by compliance', () => {
  it('shows the queue, the document with its pages, and approves it with what was read', async () => {
    const { customerId, email, documentId, front, back } = await uploadedIdCard();
    const officer = await signedInStaff(t, ['compliance']);

    const queue = (await officer.get('documents')).json().data as { id: string }[];
    expect(queue.map((d) => d.id)).toContain(documentId);
    expect((await officer.get('queue')).json().documents.count).toBeGreaterThan(0);

    const document = (await officer.get(`documents/${documentId}`)).json();
    expect(document).toMatchObject({
      status: 'pending',
      category: 'proof_of_identity',
      type: 'national_id',
      customer_email: email,
      reading: null,
    });
    expect(document.pages).toHaveLength(2);
    const first = await officer.get(document.pages[0].url);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.rawPayload.length).toBeGreaterThan(0);
    const second = await officer.get(document.pages[1].url);
    expect(second.headers['content-type']).toBe('image/png');
    // The pages as stored (the upload strips metadata, so compare sizes loosely).
    expect(first.rawPayload.length).toBeLessThanOrEqual(front.length);
    expect(second.rawPayload.length).toBeGreaterThan(0);
    expect(back.length).toBeGreaterThan(0);
    expect((await officer.get(`documents/${documentId}/pages/3`)).statusCode).toBe(404);

    // A proof of identity needs the reading: refused, and nothing changes.
    const bare = await officer.post(`documents/${documentId}/approve`, {});
    expect(bare.statusCode).toBe(422);
    expect((await officer.get(`documents/${documentId}`)).json().status).toBe('pending');

    published = [];
    const approved = await officer.post(`documents/${documentId}/approve`, { reading });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reading });
    expect(approved.json().history.at(-1)).toMatchObject({
      status: 'approved',
      actor: `staff:${officer.email}`,
    });
    // The customer's open screens hear it from this server.
    expect(published).toContainEqual({
      channel: `private-App.Models.Customer.${customerId}`,
      event: events.documentStatusUpdated,
      data: { document_id: documentId, status: 'approved' },
    });

    const auditor = await signedInStaff(t, ['admin']);
    const [line] = (await auditor.get(`audit?target=document:${documentId}`)).json().data;
    expect(line).toMatchObject({
      staff_email: officer.email,
      roles: ['compliance'],
      action: 'document.approve',
      before: { status: 'pending', surname: null },
      after: { status: 'approved', surname: 'Santos', document_number: 'N1234567' },
    });

    // Reviewed once: a second decision is refused with what happened.
    const again = await officer.post(`documents/${documentId}/reject`, {
      reason: 'The photo is blurred.',
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason the customer reads, and refuses a reason too short', async () => {
    const { documentId } = await uploadedIdCard();
    const officer = await signedInStaff(t, ['compliance']);
    const short = await officer.post(`documents/${documentId}/reject`, { reason: 'no' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toBeDefined();
    const rejected = await officer.post(`documents/${documentId}/reject`, {
      reason: 'The back of the card is cut off. Please photograph all of it.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The back of the card is cut off. Please photograph all of it.',
    });
  });

  it('is for compliance only: support and finance cannot see or decide documents', async () => {
    const { documentId } = await uploadedIdCard();
    for (const roles of [['support'], ['finance'], ['admin']] as const) {
      const staff = await signedInStaff(t, [...roles]);
      expect((await staff.get(`documents/${documentId}`)).statusCode).toBe(403);
      expect((await staff.get(`documents/${documentId}/pages/1`)).statusCode).toBe(403);
      expect((await staff.post(`documents/${documentId}/approve`, { reading })).statusCode).toBe(
        403,
      );
    }
    const customer = await signedIn(t, (await verifiedCustomer(t)).email);
    expect((await customer.get(`${ADMIN_PREFIX}/documents/${documentId}`)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown document and 422 for a bad reading', async () => {
    const officer = await signedInStaff(t, ['compliance']);
    expect((await officer.get('documents/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await officer.get('documents/not-an-id')).statusCode).toBe(404);
    const { documentId } = await uploadedIdCard();
    const bad = await officer.post(`documents/${documentId}/approve`, {
      reading: { ...reading, birth_date: '25/07/1990' },
    });
    expect(bad.statusCode).toBe(422);
    // A document that proves nothing today is not approved, whatever else it says.
    const expired = await officer.post(`documents/${documentId}/approve`, {
      reading: { ...reading, expires_on: '2020-03-01', birth_date: '2090-01-01' },
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({
      'reading.expires_on': [
        'This document expired on 2020-03-01: ask the customer for one that is valid.',
      ],
      'reading.birth_date': ['The birth date must be in the past.'],
    });
    expect((await officer.get(`documents/${documentId}`)).json().status).toBe('pending');
  });
});

describe('customers for staff', () => {
  it('finds a customer by email, name or phone, and shows their page', async () => {
    const { customerId, email } = await uploadedIdCard();
    const agent = await signedInStaff(t, ['support']);
    const found = (await agent.get(`customers?q=${encodeURIComponent(email)}`)).json().data;
    expect(found).toEqual([expect.objectContaining({ id: customerId, email, blocked: false })]);
    const page = await agent.get(`customers/${customerId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ email, documents: [{ type: 'national_id' }] });
    // Devices as people name them, not raw user-agent strings.
    expect(page.json().devices.length).toBeGreaterThan(0);
    for (const device of page.json().devices) expect(device.client).not.toMatch(/Mozilla|\(/);
  });

  it('shows the profile’s answers as the customer gave them: a country by its name', async () => {
    const { customerId } = await sender(t, 'profile', 'answers');
    const agent = await signedInStaff(t, ['support']);
    const { attributes } = (await agent.get(`customers/${customerId}`)).json() as {
      attributes: { title: string; value: string }[];
    };
    expect(attributes).toContainEqual({ title: 'Nationality', value: 'Philippines' });
  });

  it('keeps notes with their author, and blocks with a reason (compliance only)', async () => {
    const { customerId } = await uploadedIdCard();
    const agent = await signedInStaff(t, ['support']);
    const note = await agent.post(`customers/${customerId}/notes`, {
      body: 'Called about a delayed transfer.',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ author: agent.email });
    expect((await agent.post(`customers/${customerId}/notes`, { body: '  ' })).statusCode).toBe(
      422,
    );
    expect(
      (await agent.post(`customers/${customerId}/block`, { reason: 'Suspicious activity' }))
        .statusCode,
    ).toBe(403);

    const officer = await signedInStaff(t, ['compliance']);
    published = [];
    const blocked = await officer.post(`customers/${customerId}/block`, {
      reason: 'Identity under investigation',
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, notes: [{ author: agent.email }] });
    expect(published.map((p) => p.event)).toContain(events.customerUpdated);
    const unblocked = await officer.post(`customers/${customerId}/unblock`, {
      reason: 'Cleared after review',
    });
    expect(unblocked.json().blocked).toBe(false);

    const auditor = await signedInStaff(t, ['compliance']);
    const lines = (await auditor.get(`audit?target=customer:${customerId}`)).json().data;
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'customer.unblock',
      'customer.block',
      'customer.note',
    ]);
    // A type alone, or an id alone, finds them too; an id is everything after the first colon.
    const byType = (await auditor.get('audit?target=customer&limit=1000')).json().data;
    expect(byType.filter((l: { target_id: string }) => l.target_id === customerId)).toHaveLength(3);
    expect((await auditor.get(`audit?target=${customerId}`)).json().data).toHaveLength(3);
    expect((await auditor.get(`audit?target=customer:${customerId}:x`)).json().data).toEqual([]);
  });
});

describe('mail support may resend', () => {
  it('sends a new verification code to a customer who has not verified, and says why not otherwise', async () => {
    const agent = await signedInStaff(t, ['support']);
    const { customerId: verified } = await verifiedCustomer(t, 'verified-already');
    const already = await agent.post(`customers/${verified}/resend-verification`);
    expect(already.statusCode).toBe(422);
    expect(already.json().message).toBe('Your email address is already verified.');

    const visitor = new TestBrowser(t.app);
    const email = uniqueEmail('unverified');
    const signUp = await visitor.signUp(email, PASSWORD);
    const customerId = signUp.json().id as string;
    const first = await lastCodeTo(t, email);
    const resent = await agent.post(`customers/${customerId}/resend-verification`);
    expect(resent.statusCode).toBe(204);
    expect(await lastCodeTo(t, email)).not.toBe(first);
    expect((await agent.get(`audit?target=customer:${customerId}`)).statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('is append-only in the database itself', async () => {
    const officer = await signedInStaff(t, ['compliance']);
    await officer.post(`customers/00000000-0000-4000-8000-000000000000/notes`, { body: 'x' });
    const { customerId } = await uploadedIdCard();
    await officer.post(`customers/${customerId}/notes`, { body: 'A note' });
    await expect(
      t.database.db.execute('update staff_audit_events set action = $$x$$' as never),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute('delete from staff_audit_events' as never),
    ).rejects.toThrow();
  });

  it('exports as CSV with formula-looking cells made harmless', async () => {
    const { customerId } = await uploadedIdCard();
    const agent = await signedInStaff(t, ['support']);
    await agent.post(`customers/${customerId}/notes`, { body: '=HYPERLINK("http://evil")' });
    const { token } = await staffToken(t, ['admin']);
    const csv = await t.app.inject({
      url: `${ADMIN_PREFIX}/audit.csv?target=customer:${customerId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\n')[0]).toBe(
      'id,at,staff,roles,action,target_type,target_id,before,after,ip',
    );
    expect(csv.body).toContain('customer.note');
    // JSON cells quote the note; a cell of its own starting with = would start with '= instead.
    expect(csv.body).toContain('""body"":""=HYPERLINK(\\""http://evil\\"")""');
  });
});
