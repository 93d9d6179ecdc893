import { apiPaths } from '@homeward/contract';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The profile never answers: the first page stays on its loading state. */
const profileHangs = () => http.get(url(apiPaths.profile), () => new Promise<never>(() => {}));

describe('the first load of a page', () => {
  it('shows the app layout’s shape with the progress bar, never a spinner', async () => {
    server.use(profileHangs());
    const { abandonRequests } = renderApp('/dashboard');
    const loading = await screen.findByRole('status');
    expect(loading).toHaveTextContent('Loading');
    expect(loading.querySelectorAll('[data-testid="skeleton"]').length).toBeGreaterThan(5);
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(document.querySelector('#nprogress')).not.toBeNull();
    // The app's layout (top bar or sidebar), not the sign-in card.
    expect(loading.querySelector('[data-layout="app"]')).not.toBeNull();
    await abandonRequests();
  });

  it('shows the sign-in card’s shape on a signed-out page', async () => {
    server.use(profileHangs());
    const { abandonRequests } = renderApp('/');
    const loading = await screen.findByRole('status');
    expect(loading.querySelector('[data-layout="auth"]')).not.toBeNull();
    expect(loading.querySelector('[data-layout="app"]')).toBeNull();
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    await abandonRequests();
  });
});
