import { screen } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, signedInAs, staffSession, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('staff management', () => {
  it('invites a colleague with roles and shows the invitation link once', async () => {
    let sent: unknown;
    const me = staffSession(['admin']).staff;
    server.use(
      signedInAs(['admin']),
      http.get(admin('/staff'), () => json({ data: [me] })),
      withCsrf('post', '/staff', async (request) => {
        sent = await request.json();
        return json(
          {
            staff: {
              ...me,
              id: 'staff-2',
              email: 'ben@homeward.test',
              name: 'Ben Ito',
              roles: ['finance'],
              status: 'invited',
            },
            invitation_url: 'https://homeward.test/back-office/invitation/tok-123',
          },
          201,
        );
      }),
    );
    const { user } = renderApp('/staff');
    await screen.findByRole('heading', { name: 'Staff', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Give at least one role.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Ben Ito');
    await user.type(screen.getByLabelText('Work email'), 'Ben@Homeward.test');
    await user.click(screen.getByRole('checkbox', { name: 'Finance' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveTextContent(
      'https://homeward.test/back-office/invitation/tok-123',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ben@homeward.test', name: 'Ben Ito', roles: ['finance'] });
  });
});
