import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from '@homeward/ui/route-focus';

function Shell() {
  return (
    <>
      <nav>
        <Link to="/next">Next by the menu</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <RouteFocus />
    </>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Start</h1>
      <button type="button" onClick={() => void navigate('/next')}>
        Continue
      </button>
      <button type="button" onClick={() => void navigate('/code')}>
        Enter a code
      </button>
    </>
  );
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, Component: Start },
          { path: 'next', Component: () => <h1>Next page</h1> },
          {
            path: 'code',
            Component: () => (
              <>
                <h1>Your code</h1>
                <label>
                  Code
                  {/* The page puts the focus where the customer types. */}
                  <input autoFocus />
                </label>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('focus after a page change', () => {
  it('moves to the new page’s heading when the control that had it went with the old page', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    expect(heading).toHaveFocus();
    // Focusable by script only, and marked so it draws no focus ring.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveAttribute('data-route-focus');
  });

  it('leaves the focus where the new page put it', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('button', { name: 'Enter a code' }));
    expect(await screen.findByLabelText('Code')).toHaveFocus();
  });

  it('leaves the focus on a link that stays, such as the navigation', async () => {
    const user = userEvent.setup();
    renderRoutes();
    await user.click(screen.getByRole('link', { name: 'Next by the menu' }));
    await screen.findByRole('heading', { name: 'Next page' });
    expect(screen.getByRole('link', { name: 'Next by the menu' })).toHaveFocus();
  });

  it('does not move the focus on the first page', () => {
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Start' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });
});
