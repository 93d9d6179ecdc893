import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, identityDocument, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const reading = {
  given_names: 'Maria Luisa',
  surname: 'Santos',
  birth_date: '1990-05-01',
  document_number: 'P1234567',
  expires_on: '2031-02-28',
};

function openDocument(document = identityDocument()) {
  server.use(
    signedInAs(['compliance']),
    http.get(admin(`/documents/${document.id}`), () => json(document)),
  );
  return renderApp(`/documents/${document.id}`);
}

describe('document review', () => {
  it('shows the pages beside the form and approves with what was read', async () => {
    let sent: unknown;
    server.use(
      withCsrf('post', '/documents/doc-1/approve', async (request) => {
        sent = await request.json();
        return json(
          identityDocument({
            status: 'approved',
            reading,
            history: [
              ...identityDocument().history,
              {
                status: 'approved',
                actor: 'ana@homeward.test',
                reason: null,
                at: '2026-11-25T09:00:00Z',
              },
            ],
          }),
        );
      }),
    );
    const { user } = openDocument();
    await screen.findByRole('heading', { name: 'Passport — Maria Santos', level: 1 });
    expect(document.title).toBe('Document review · Homeward back office');

    // An image page, zoomable; a PDF page in the browser's viewer.
    const image = screen.getByRole('img', { name: 'Page 1 of 2' });
    expect(image).toHaveAttribute('src', '/admin/v1/documents/doc-1/pages/1');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 1 of 2: zoom to read' }));
    expect(screen.getByText('200%')).toBeInTheDocument();
    expect(screen.getByTitle('Page 2 of 2')).toHaveAttribute(
      'src',
      '/admin/v1/documents/doc-1/pages/2',
    );

    // The reading is required for a proof of identity.
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Enter the given names.')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(screen.getByLabelText('Given names'), reading.given_names);
    await user.type(screen.getByLabelText('Surname'), reading.surname);
    await user.type(screen.getByLabelText('Birth date'), reading.birth_date);
    await user.type(screen.getByLabelText('Expiry date'), reading.expires_on);
    await user.type(screen.getByLabelText('Document number'), reading.document_number);
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Approved')).toBeInTheDocument();
    expect(sent).toEqual({ reading });
    // Decided: the form gives way to what was read.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText('P1234567')).toBeInTheDocument();
  });

  it('prefills the form from an earlier reading and shows 422 messages on their fields', async () => {
    server.use(
      withCsrf('post', '/documents/doc-1/approve', () =>
        json(
          {
            message: 'The document has expired.',
            errors: { 'reading.expires_on': ['The document has expired.'] },
          },
          422,
        ),
      ),
    );
    const { user } = openDocument(
      identityDocument({ reading: { ...reading, expires_on: '2020-01-01' } }),
    );
    const expiry = await screen.findByLabelText('Expiry date');
    expect(expiry).toHaveValue('2020-01-01');
    expect(screen.getByLabelText('Surname')).toHaveValue('Santos');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The document has expired.')).toBeInTheDocument();
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects only with a reason the customer will read', async () => {
    let sent: unknown;
    server.use(
      withCsrf('post', '/documents/doc-1/reject', async (request) => {
        sent = await request.json();
        return json(
          identityDocument({
            status: 'rejected',
            rejection_reason: 'The photo is too blurred to read.',
          }),
        );
      }),
    );
    const { user } = openDocument();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 5 characters.'),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.type(
      within(dialog).getByLabelText('Reason the customer will read'),
      'The photo is too blurred to read.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await screen.findByText('The photo is too blurred to read.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual({ reason: 'The photo is too blurred to read.' });
  });
});
