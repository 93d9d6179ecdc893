import { companyFooterLines } from '@homeward/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@/testing/render';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { companyDetails } from '@/testing/fixtures';
import { CompanyFooter } from './company-footer';

describe('the company footer', () => {
  it('says exactly what the checkout, the receipt and every email say, with links', async () => {
    const router = createMemoryRouter([{ path: '/', element: <CompanyFooter /> }]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const footer = await screen.findByRole('contentinfo');
    await screen.findByText(companyDetails.name);
    const lines = [...footer.querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).toEqual(companyFooterLines(companyDetails));
    expect(screen.getByRole('link', { name: companyDetails.complaints_email })).toHaveAttribute(
      'href',
      `mailto:${companyDetails.complaints_email}`,
    );
  });
});
