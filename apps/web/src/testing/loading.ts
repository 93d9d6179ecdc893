import { screen } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { url } from './handlers';

/**
 * Holds every GET to `path` until the test calls `release`. The held handler then returns
 * nothing, so MSW answers with the next handler for the path (the test's fixture).
 */
export function holdRequests(path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.get(url(path), async () => {
    await released;
  });
  return { handler, release: () => release() };
}

/**
 * The skeleton a page or a card shows while its data loads: one status region that says what is
 * loading, with shapes where the content will be, and no spinner or progress role on the page
 * (the progress bar sits outside it). Returns the region.
 */
export async function findSkeleton(label: string, minShapes = 5): Promise<HTMLElement> {
  const said = await screen.findByText(label, { selector: '[role="status"] > .sr-only' });
  const region = said.parentElement as HTMLElement;
  expect(region.querySelectorAll('[data-testid="skeleton"]').length).toBeGreaterThanOrEqual(
    minShapes,
  );
  expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  return region;
}
