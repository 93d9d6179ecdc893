import { apiPaths, type DocumentCategory } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  documentCategories,
  driverLicence,
  makeDocument,
  pngBytes,
  pngFile,
} from '@/testing/document-fixtures';
import { apiClient } from '@/lib/api-client';
import { csrfCookie, signedIn, signedOut, url } from '@/testing/handlers';
import { onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function customerWith(documents: ReturnType<typeof makeDocument>[] = []) {
  const customer = onboardedCustomer();
  customer.documents = documents;
  return customer;
}

const [proofOfIdentity] = documentCategories as [DocumentCategory, ...DocumentCategory[]];
/** The first screen of a test waits for lazy route code, slow on a loaded machine. */
const slow = { timeout: 5000 };

describe('uploading a document', () => {
  it('renders one slot per page of the chosen type', async () => {
    server.use(signedIn(customerWith()));
    const { user } = renderApp('/account-verification/upload/proof-of-identity');
    await user.click(await screen.findByRole('radio', { name: /Driver licence/ }, slow));
    expect(screen.getByRole('button', { name: 'Add Front' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Back' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Passport/ }));
    expect(screen.getByRole('button', { name: 'Add Photo page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Back' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Passport number')).toBeInTheDocument();
    expect(
      screen.getByText('Make sure all four corners are visible and nothing is covered.'),
    ).toBeInTheDocument();
  });

  it('refuses a wrong file type and an oversize file in the browser', async () => {
    let posted = false;
    server.use(
      signedIn(customerWith()),
      http.post(url(apiPaths.documentUpload), () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderApp('/account-verification/upload/proof_of_identity');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: /Driver licence/ }, slow));

    await user.upload(
      screen.getByLabelText('Front file'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(
      await screen.findByText('Front: this file is not a JPEG, PNG, HEIC or PDF.'),
    ).toBeVisible();

    const big = pngFile('big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Back file'), big);
    expect(await screen.findByText('Back: this file is larger than 10 MB.')).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(posted).toBe(false);
  });

  it('refuses a file named .jpg that is not an image as it is chosen, without a preview', async () => {
    let posted = false;
    server.use(
      signedIn(customerWith()),
      http.post(url(apiPaths.documentUpload), () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    // A fixed stand-in object URL: the preview appears when it would, whatever the environment
    // does with the bytes. Spies (not Object.assign on the global URL, which outlived the test
    // and stubbed the tests after it too) are undone after the test by restoreMocks.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderApp('/account-verification/upload/proof_of_identity');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('radio', { name: /Driver licence/ }, slow));

    await user.upload(
      screen.getByLabelText('Front file'),
      new File(['this is not a photo'], 'licence.jpg', { type: 'image/jpeg' }),
    );
    // Refused on choosing, by its content, under the page's own name; no broken preview.
    expect(
      await screen.findByText('Front: this file is not a JPEG, PNG, HEIC or PDF.'),
    ).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview of Front' })).not.toBeInTheDocument();
    expect(screen.getByText('licence.jpg')).toBeVisible();

    // A real JPEG, PDF or HEIC photo passes by its first bytes, whatever its name or type says.
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'back.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Back file'), jpeg);
    expect(await screen.findByRole('img', { name: 'Preview of Back' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Front file'),
      new File(['%PDF-1.7\n'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Front: this file is not a JPEG, PNG, HEIC or PDF.'),
      ).not.toBeInTheDocument(),
    );
    await user.upload(
      screen.getByLabelText('Front file'),
      new File(
        [new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])],
        'photo.heic',
        {
          type: '',
        },
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A PNG saved as .txt is still an image.
    await user.upload(
      screen.getByLabelText('Front file'),
      new File([pngBytes('front')], 'front.txt', { type: 'text/plain' }),
    );
    await user.upload(
      screen.getByLabelText('Back file'),
      new File(['<html></html>'], 'back.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Back: this file is not a JPEG, PNG, HEIC or PDF.'),
    ).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(posted).toBe(false);
  });

  it('shows a 422 "pages.1" message at the second page', async () => {
    server.use(
      signedIn(customerWith()),
      http.post(url(apiPaths.documentUpload), () =>
        HttpResponse.json(
          {
            message: 'Page 2 is not a JPEG, PNG, HEIC or PDF file.',
            errors: { 'pages.1': ['Page 2 is not a JPEG, PNG, HEIC or PDF file.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/account-verification/upload/proof_of_identity');
    await user.click(await screen.findByRole('radio', { name: /Driver licence/ }, slow));
    await user.upload(screen.getByLabelText('Front file'), pngFile('front.png'));
    await user.upload(screen.getByLabelText('Back file'), pngFile('back.png'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const slots = await screen.findAllByTestId('page-slot');
    await within(slots[1] as HTMLElement).findByText(
      'Page 2 is not a JPEG, PNG, HEIC or PDF file.',
    );
    expect(within(slots[1] as HTMLElement).getByRole('alert')).toBeInTheDocument();
    expect(within(slots[0] as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('posts the pages in order as multipart and returns to the overview with a notice', async () => {
    // jsdom's FormData does not survive MSW's XMLHttpRequest bridge, so read the body the page
    // hands to the uploader, and the query and headers from the request MSW sees.
    const uploader = vi.spyOn(apiClient, 'upload');
    interface Received {
      query: URLSearchParams;
      type: string | null;
      xsrf: string | null;
    }
    let received: Received | null = null;
    const customer = customerWith();
    document.cookie = 'XSRF-TOKEN=xsrf-123; path=/';
    server.use(
      signedIn(customer),
      http.post(url(apiPaths.documentUpload), ({ request }) => {
        received = {
          query: new URL(request.url).searchParams,
          type: request.headers.get('Content-Type'),
          xsrf: request.headers.get('X-XSRF-TOKEN'),
        };
        const document = makeDocument('d9', 'proof_of_identity', driverLicence, 'pending');
        customer.documents = [document];
        return HttpResponse.json(document, { status: 201 });
      }),
    );
    {
      const { user, path } = renderApp('/account-verification/upload/proof_of_identity');
      await user.click(await screen.findByRole('radio', { name: /Driver licence/ }, slow));
      // Filled out of order: the body must still follow the slots.
      await user.upload(screen.getByLabelText('Back file'), pngFile('back.png'));
      await user.upload(screen.getByLabelText('Front file'), pngFile('front.png'));
      await user.click(screen.getByRole('button', { name: 'Submit' }));

      expect(
        await screen.findByText(
          'We received your driver licence. We will let you know once it is checked.',
        ),
      ).toBeInTheDocument();
      expect(path()).toBe('/account-verification');
      const identity = screen.getByRole('region', { name: 'Upload a photo ID' });
      expect(await within(identity).findByText('In review')).toBeInTheDocument();
    }

    expect(uploader).toHaveBeenCalledTimes(1);
    const form = uploader.mock.calls[0]?.[1] as FormData;
    expect(form).toBeInstanceOf(FormData);
    const pages = form.getAll('pages') as File[];
    expect(pages.map((page) => page.name)).toEqual(['front.png', 'back.png']);
    expect(
      await Promise.all(pages.map(async (page) => new Uint8Array(await page.arrayBuffer()))),
    ).toEqual([pngBytes('front'), pngBytes('back')]);
    expect(form.has('document_number')).toBe(false);
    expect(received).not.toBeNull();
    const { query, type, xsrf } = received as unknown as Received;
    expect(type).toMatch(/^multipart\/form-data/);
    expect(query.get('document_category_id')).toBe(String(proofOfIdentity.id));
    expect(query.get('document_type_id')).toBe(String(driverLicence.id));
    expect(query.has('token')).toBe(false);
    expect(xsrf).toBe('xsrf-123');
  });

  it('offers the QR hand-off and shows the code with its link', async () => {
    server.use(
      signedIn(customerWith()),
      http.get(url(apiPaths.uploadToken(1, 11)), () =>
        HttpResponse.json({
          token: 'tok-1',
          url: 'http://localhost/account-verification/upload/proof_of_identity?token=tok-1',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
          expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        }),
      ),
    );
    const { user } = renderApp('/account-verification/upload/proof_of_identity');
    await user.click(await screen.findByRole('radio', { name: /Passport/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Continue on your phone' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(
      screen.getByRole('link', {
        name: 'http://localhost/account-verification/upload/proof_of_identity?token=tok-1',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Link expires in/)).toHaveTextContent(/1[45]:\d\d/);
  });
});

describe('the phone hand-off page', () => {
  it('works without a session and uploads with the token', async () => {
    let query: URLSearchParams | null = null;
    server.use(
      signedOut(),
      csrfCookie(),
      http.get(url(apiPaths.uploadTokenInfo), ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'tok-1'
          ? HttpResponse.json({
              category: proofOfIdentity,
              document_type: driverLicence,
              expires_at: new Date(Date.now() + 60_000).toISOString(),
            })
          : HttpResponse.json({ message: 'no' }, { status: 404 }),
      ),
      http.post(url(apiPaths.documentUpload), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(
          makeDocument('d1', 'proof_of_identity', driverLicence, 'pending'),
          { status: 201 },
        );
      }),
    );
    const { user, path } = renderApp('/account-verification/upload/proof_of_identity?token=tok-1');
    expect(await screen.findByText('Driver licence')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Front file'), pngFile('front.png'));
    await user.upload(screen.getByLabelText('Back file'), pngFile('back.png'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('We received your document. You can go back to your computer.'),
    ).toBeInTheDocument();
    expect((query as URLSearchParams | null)?.get('token')).toBe('tok-1');
    expect((query as URLSearchParams | null)?.get('document_type_id')).toBe(
      String(driverLicence.id),
    );
    expect(path()).toBe('/account-verification/upload/proof_of_identity');
  });

  it('takes a selfie with the camera, never as files, whatever its type says', async () => {
    const selfie = documentCategories.find((category) => category.code === 'selfie');
    if (!selfie?.document_types[0]) throw new Error('no selfie fixture');
    server.use(
      signedOut(),
      csrfCookie(),
      http.get(url(apiPaths.uploadTokenInfo), () =>
        HttpResponse.json({
          category: selfie,
          // A type without the built-in capture named: still a selfie, still live.
          document_type: { ...selfie.document_types[0], api: null },
          expires_at: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    );
    renderApp('/account-verification/upload/selfie?token=tok-s');
    expect(await screen.findByRole('heading', { name: 'Take a selfie', level: 1 })).toBeVisible();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('says when the link has expired or was used', async () => {
    server.use(
      signedOut(),
      http.get(url(apiPaths.uploadTokenInfo), () =>
        HttpResponse.json(
          { message: 'This link has expired or was already used.' },
          { status: 404 },
        ),
      ),
    );
    const { path } = renderApp('/account-verification/upload/proof_of_identity?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or was already used.',
    );
    expect(screen.getByRole('heading', { name: 'Link expired' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Upload documents'));
    expect(path()).toBe('/account-verification/upload/proof_of_identity');
  });
});
