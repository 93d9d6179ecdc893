import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '@/testing/document-fixtures';
import { verifiedCustomer } from '@/testing/fixtures';
import { onboardedCustomer, philippines } from '@/testing/onboarding-fixtures';
import { policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const section = (name: string) => screen.findByRole('region', { name });

describe('settings: sections', () => {
  it('shows the profile at /settings and security at its own address, as tabs', async () => {
    server.use(signedIn(verifiedCustomer()), policy(), securityEvents());
    const { user, path } = renderApp('/settings');
    await section('Profile');
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Not one long page: the security cards wait in their own section.
    expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('link', { name: 'Security' }));
    expect(path()).toBe('/settings/security');
    expect(await section('Change password')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toMatch(/^Settings/);
  });

  it('any other address under /settings is not found', async () => {
    server.use(signedIn(verifiedCustomer()), policy(), securityEvents());
    renderApp('/settings/elsewhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('settings: profile', () => {
  it('summarises email, CRN and the signup date', async () => {
    server.use(signedIn(verifiedCustomer()), policy(), securityEvents());
    renderApp('/settings');
    const profile = await section('Profile');
    expect(profile).toHaveTextContent('maria@example.com');
    expect(profile).toHaveTextContent('Verified');
    expect(profile).toHaveTextContent('HW000001');
    expect(within(profile).getByText((_, el) => el?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      '2025-01-01T00:00:00.000Z',
    );
  });
});

describe('settings: what onboarding collected', () => {
  it('shows country, identity, address, employment and mobile number with edit links', async () => {
    server.use(signedIn(onboardedCustomer()), policy(), securityEvents());
    renderApp('/settings');
    const profile = await section('Profile');
    const group = (name: string) => within(profile).getByRole('region', { name });
    expect(group('Country of residence')).toHaveTextContent('Australia');
    // The flag is an image beside the name, not emoji that some systems draw as two letters.
    expect(group('Country of residence').textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(group('Country of residence').querySelector('img')?.getAttribute('src')).toMatch(
      /AU\.svg/,
    );
    const identity = group('Identity');
    // Select answers and countries by name once the definitions and countries have loaded.
    await waitFor(() => expect(identity).toHaveTextContent('NationalityPhilippines'));
    expect(identity).toHaveTextContent('First nameMaria');
    expect(identity).toHaveTextContent('Last nameSantos');
    const birth = within(identity).getByText((_, el) => el?.tagName === 'TIME');
    expect(birth).toHaveAttribute('datetime', '1990-05-01');
    expect(birth.textContent).toMatch(/1990/);
    expect(identity).toHaveTextContent('Tax file numberNot given');
    const address = group('Address');
    expect(address).toHaveTextContent('Street address1 George St');
    expect(address).toHaveTextContent('StateNew South Wales');
    expect(address).toHaveTextContent('Postcode2000');
    expect(group('Employment')).toHaveTextContent('Employment statusEmployed');
    expect(group('Employment')).toHaveTextContent('OccupationNurse');
    expect(group('Mobile number')).toHaveTextContent('+61412345678');
    expect(within(profile).getByRole('link', { name: 'Edit address' })).toHaveAttribute(
      'href',
      '/workflow/onboarding?stage=address',
    );
    expect(within(profile).getByRole('link', { name: 'Edit mobile number' })).toHaveAttribute(
      'href',
      '/workflow/onboarding?stage=mobile-number',
    );
  });

  it('never shows a raw option value while the definitions load', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.attributes), () => delay('infinite')),
    );
    const { abandonRequests } = renderApp('/settings');
    const profile = await section('Profile');
    const identity = within(profile).getByRole('region', { name: 'Identity' });
    const employment = within(profile).getByRole('region', { name: 'Employment' });
    // Until the definitions say which answers are options or countries, none is shown raw.
    expect(employment).toHaveTextContent('Employment statusLoading…');
    expect(employment).not.toHaveTextContent('employed');
    expect(identity).toHaveTextContent('NationalityLoading…');
    expect(identity).not.toHaveTextContent(String(philippines.id));
    await abandonRequests();
  });

  it("never shows a country's id while the countries load", async () => {
    server.use(
      signedIn(onboardedCustomer()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.countries), () => delay('infinite')),
    );
    const { abandonRequests } = renderApp('/settings');
    const profile = await section('Profile');
    const identity = within(profile).getByRole('region', { name: 'Identity' });
    const employment = within(profile).getByRole('region', { name: 'Employment' });
    await waitFor(() => expect(employment).toHaveTextContent('Employment statusEmployed'));
    expect(identity).toHaveTextContent('First nameMaria');
    expect(identity).toHaveTextContent('NationalityLoading…');
    expect(identity).not.toHaveTextContent(String(philippines.id));
    await abandonRequests();
  });

  it('opens a completed stage from its edit link instead of leaving for the dashboard', async () => {
    server.use(signedIn(onboardedCustomer()), policy(), securityEvents());
    const { user, path } = renderApp('/settings');
    const profile = await section('Profile');
    await user.click(within(profile).getByRole('link', { name: 'Edit address' }));
    expect(await screen.findByRole('heading', { name: 'Your address' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Suburb or town/ })).toHaveValue('Sydney');
    expect(path()).toBe('/workflow/onboarding');
  });

  it('locks country and identity once a proof of identity is approved', async () => {
    const customer = onboardedCustomer();
    customer.documents = [
      {
        id: 'doc-1',
        document_category: { id: 1, code: 'proof_of_identity', title: 'Proof of identity' },
        document_type: { id: 1, code: 'passport', title: 'Passport' },
        status_code: 'approved',
        status_title: 'Approved',
        rejection_reason: null,
        created_at: '2026-11-01T00:00:00.000Z',
        updated_at: '2026-11-02T00:00:00.000Z',
      },
    ];
    server.use(signedIn(customer), policy(), securityEvents());
    renderApp('/settings');
    const profile = await section('Profile');
    expect(within(profile).queryByRole('link', { name: 'Edit identity' })).toBeNull();
    expect(within(profile).queryByRole('link', { name: 'Edit country of residence' })).toBeNull();
    expect(within(profile).getByRole('region', { name: 'Identity' })).toHaveTextContent('Verified');
    expect(within(profile).getByRole('link', { name: 'Edit address' })).toBeInTheDocument();
  });

  it('locks the address once a proof of address is approved, and its stage too', async () => {
    const customer = onboardedCustomer();
    customer.documents = [
      makeDocument(
        'doc-2',
        'proof_of_address',
        { id: 4, code: 'utility_bill', title: 'Utility bill' },
        'approved',
      ),
    ];
    server.use(signedIn(customer), policy(), securityEvents());
    const { user } = renderApp('/settings');
    const profile = await section('Profile');
    expect(within(profile).queryByRole('link', { name: 'Edit address' })).toBeNull();
    expect(within(profile).getByRole('region', { name: 'Address' })).toHaveTextContent('Verified');
    expect(within(profile).getByRole('link', { name: 'Edit identity' })).toBeInTheDocument();
    // The onboarding stage behind it is not offered either.
    await user.click(within(profile).getByRole('link', { name: 'Edit employment' }));
    const steps = await screen.findByRole('navigation', { name: 'Signup progress' });
    expect(within(steps).queryByRole('link', { name: /Address/ })).toBeNull();
    expect(within(steps).getByRole('link', { name: /Identity/ })).toBeInTheDocument();
  });

  it('points a customer without a country to onboarding', async () => {
    server.use(signedIn(verifiedCustomer()), policy(), securityEvents());
    renderApp('/settings');
    const profile = await section('Profile');
    expect(within(profile).getByRole('link', { name: 'complete your signup' })).toHaveAttribute(
      'href',
      '/workflow/onboarding?stage=country',
    );
  });
});
