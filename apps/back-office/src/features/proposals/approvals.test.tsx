import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, proposal, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('four eyes', () => {
  it("shows the API's refusal when an officer approves their own proposal", async () => {
    server.use(
      signedInAs(['finance']),
      http.get(admin('/proposals'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('status')).toBe('pending');
        return json({ data: [proposal()] });
      }),
      withCsrf('post', '/proposals/prop-1/approve', () =>
        json({ message: 'You cannot approve your own proposal.' }, 403),
      ),
    );
    const { user } = renderApp('/approvals');
    const card = (await screen.findByRole('article', { name: 'Change a rate' })) as HTMLElement;
    expect(within(card).getByText('AUD → PHP rate from 37.2000 to 37.4100')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You cannot approve your own proposal.',
    );
  });

  it('approves, and rejects with a reason', async () => {
    let rejected: unknown;
    server.use(
      signedInAs(['finance']),
      http.get(admin('/proposals'), () =>
        json({
          data: [
            proposal(),
            proposal({ id: 'prop-2', kind: 'fee', summary: 'Cash pickup fee 4.99 → 3.99' }),
          ],
        }),
      ),
      withCsrf('post', '/proposals/prop-1/approve', () => json(proposal({ status: 'approved' }))),
      withCsrf('post', '/proposals/prop-2/reject', async (request) => {
        rejected = await request.json();
        return json(proposal({ id: 'prop-2', status: 'rejected' }));
      }),
    );
    const { user } = renderApp('/approvals');
    const rate = (await screen.findByRole('article', { name: 'Change a rate' })) as HTMLElement;
    await user.click(within(rate).getByRole('button', { name: 'Approve' }));
    expect(await within(rate).findByText('Approved: the change is made.')).toBeInTheDocument();

    const fee = screen.getByRole('article', { name: 'Change a fee' });
    await user.click(within(fee).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this proposal?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Not this quarter.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject proposal' }));
    await screen.findByRole('article', { name: 'Change a rate' });
    expect(rejected).toEqual({ reason: 'Not this quarter.' });
  });
});
