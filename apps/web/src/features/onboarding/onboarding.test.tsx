import { apiPaths, type Customer } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { pendingMobileNumber, signedIn, tasks, url } from '@/testing/handlers';
import {
  australia,
  completeValues,
  documentTasks,
  onboardedCustomer,
  philippines,
} from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const stepper = () => screen.getByRole('navigation', { name: 'Signup progress' });
const states = () => [...stepper().querySelectorAll('li')].map((li) => li.dataset.state);
const onScreen = () => stepper().querySelector('[aria-current="step"] .sr-only')?.textContent;

/** A profile handler that answers whatever the last update stored. */
function liveProfile(initial: Customer) {
  const state = { customer: initial };
  return {
    state,
    handler: http.get(url(apiPaths.profile), () => HttpResponse.json(state.customer)),
  };
}

describe('onboarding: resuming', () => {
  it.each([
    ['a new customer', makeCustomer({ isMfaCompleted: true }), 'Verify your email', 0],
    ['a verified email', onboardedCustomer({ upTo: 'email' }), 'Where do you live?', 1],
    ['a country', onboardedCustomer({ upTo: 'country' }), 'About you', 2],
    ['identity done', onboardedCustomer({ upTo: 'identity' }), 'Your address', 3],
    ['address done', onboardedCustomer({ upTo: 'address' }), 'Your work', 4],
    ['employment done', onboardedCustomer({ upTo: 'employment' }), 'Your mobile number', 5],
  ])('opens at the first incomplete stage for %s', async (_, customer, heading, index) => {
    server.use(signedIn(customer));
    renderApp('/workflow/onboarding');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    const expected = Array.from({ length: 7 }, (__, i) =>
      i < index ? 'complete' : i === index ? 'current' : 'upcoming',
    );
    expect(states()).toEqual(expected);
  });

  it('counts a stage as incomplete while a required attribute is blank', async () => {
    const customer = onboardedCustomer({
      upTo: 'employment',
      values: { ...completeValues, 'address.city': '  ' },
    });
    server.use(signedIn(customer));
    renderApp('/workflow/onboarding');
    expect(await screen.findByRole('heading', { name: 'Your address' })).toBeInTheDocument();
  });

  it('sends a customer who has finished everything on to the dashboard', async () => {
    server.use(signedIn(onboardedCustomer()), tasks(documentTasks));
    const { path } = renderApp('/workflow/onboarding');
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(await screen.findByText('Upload a photo ID')).toBeInTheDocument();
  });
});

describe('onboarding: country', () => {
  it('chooses the country with the keyboard and posts update-country', async () => {
    const live = liveProfile(onboardedCustomer({ upTo: 'email' }));
    let body: unknown;
    server.use(
      live.handler,
      http.post(url(apiPaths.updateCountry), async ({ request }) => {
        body = await request.json();
        live.state.customer = onboardedCustomer({ upTo: 'country' });
        return HttpResponse.json(live.state.customer);
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose the country you live in.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: /Country of residence/ });
    expect(picker).toHaveFocus();
    await user.type(picker, 'aus');
    // Only countries customers may live in are offered (use=residence).
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Australia']);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Australia');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(body).toEqual({ country_id: australia.id });
  });

  it('shows the server message under the picker', async () => {
    server.use(
      signedIn(onboardedCustomer({ upTo: 'email' })),
      http.post(url(apiPaths.updateCountry), () =>
        HttpResponse.json(
          {
            message: 'We cannot serve customers in this country yet.',
            errors: { country_id: ['We cannot serve customers in this country yet.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/workflow/onboarding');
    const picker = await screen.findByRole('combobox', { name: /Country of residence/ });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /Philippines/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('We cannot serve customers in this country yet.'),
    ).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('onboarding: attribute forms', () => {
  it('checks required fields and expressions before sending', async () => {
    let posted = false;
    server.use(
      signedIn(onboardedCustomer({ upTo: 'country' })),
      http.post(url(apiPaths.update), () => {
        posted = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect(first).toHaveAccessibleDescription('As on your passport or driver licence.');
    await user.type(first, 'Mar1a');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Use letters, spaces, hyphens and apostrophes only.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The last name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The date of birth field is required.')).toBeInTheDocument();
    expect(screen.getByText('The nationality field is required.')).toBeInTheDocument();
    // Optional and empty: no message.
    expect(screen.queryByText(/Tax file number field/)).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(
      'As on your passport or driver licence. Use letters, spaces, hyphens and apostrophes only.',
    );
    expect(posted).toBe(false);
  });

  it('applies the mask while typing', async () => {
    server.use(signedIn(onboardedCustomer({ upTo: 'country' })));
    const { user } = renderApp('/workflow/onboarding');
    const tfn = await screen.findByRole('textbox', { name: /Tax file number/ });
    expect(tfn).toHaveAttribute('inputmode', 'numeric');
    await user.type(tfn, '12a3456789999');
    // Digits only, spaced as "000 000 000", and no more than nine.
    expect(tfn).toHaveValue('123 456 789');
  });

  it('posts identity with dotted keys nested, and moves on to the address', async () => {
    const live = liveProfile(onboardedCustomer({ upTo: 'country' }));
    let body: unknown;
    let category: string | null = null;
    server.use(
      live.handler,
      http.post(url(apiPaths.update), async ({ request }) => {
        body = await request.json();
        category = new URL(request.url).searchParams.get('category');
        live.state.customer = onboardedCustomer({ upTo: 'identity' });
        return HttpResponse.json(live.state.customer);
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Maria');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Santos');
    const birth = screen.getByRole('group', { name: /Date of birth/ });
    await user.type(within(birth).getByLabelText('Day'), '1');
    await user.type(within(birth).getByLabelText('Month'), '5');
    await user.type(within(birth).getByLabelText('Year'), '1990');
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    await user.type(nationality, 'phil');
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Tax file number/ }), '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your address' })).toBeInTheDocument();
    expect(category).toBe('identity');
    expect(body).toEqual({
      name: 'Maria',
      third_name: 'Santos',
      birth_detail: { date_of_birth: '1990-05-01' },
      nationality: String(philippines.id),
      unique_identity_number: '123 456 789',
    });
  });

  it('puts a 422 message under the field its dotted key names', async () => {
    let body: unknown;
    server.use(
      signedIn(onboardedCustomer({ upTo: 'identity' })),
      http.post(url(apiPaths.update), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            message: 'The postcode does not match the suburb.',
            errors: { 'address.postcode': ['The postcode does not match the suburb.'] },
          },
          { status: 422 },
        );
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByRole('textbox', { name: /Street address/ }), '1 George St');
    await user.type(screen.getByRole('textbox', { name: /Suburb or town/ }), 'Sydney');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'New South Wales');
    const postcode = screen.getByRole('textbox', { name: /Postcode/ });
    await user.type(postcode, '20x00');
    expect(postcode).toHaveValue('2000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The postcode does not match the suburb.')).toBeInTheDocument();
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription('The postcode does not match the suburb.');
    expect(postcode).toHaveFocus();
    expect(body).toEqual({
      address: {
        address_line_1: '1 George St',
        address_line_2: '',
        city: 'Sydney',
        region: 'NSW',
        postcode: '2000',
      },
    });
  });

  it('goes back to a completed stage, prefilled, and saves the change', async () => {
    const live = liveProfile(onboardedCustomer({ upTo: 'address' }));
    let body: unknown;
    server.use(
      live.handler,
      http.post(url(apiPaths.update), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(live.state.customer);
      }),
    );
    const { user, router } = renderApp('/workflow/onboarding');
    expect(await screen.findByRole('heading', { name: 'Your work' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your address' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stage=address');
    expect(onScreen()).toBe('Address (done)');
    expect(screen.getByRole('textbox', { name: /Suburb or town/ })).toHaveValue('Sydney');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('NSW');
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toHaveValue('2000');

    // The stepper opens completed stages too.
    await user.click(within(stepper()).getByRole('link', { name: 'Identity (done)' }));
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Maria');
    await user.click(within(stepper()).getByRole('link', { name: 'Address (done)' }));

    const city = await screen.findByRole('textbox', { name: /Suburb or town/ });
    await user.clear(city);
    await user.type(city, 'Parramatta');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Saved: back where the customer left off.
    expect(await screen.findByRole('heading', { name: 'Your work' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect((body as { address: { city: string } }).address.city).toBe('Parramatta');
  });

  it('does not offer upcoming stages or the email stage as links', async () => {
    server.use(signedIn(onboardedCustomer({ upTo: 'identity' })));
    renderApp('/workflow/onboarding?stage=employment');
    expect(await screen.findByRole('heading', { name: 'Your address' })).toBeInTheDocument();
    const links = within(stepper()).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName('Country (done)');
    expect(links[1]).toHaveAccessibleName('Identity (done)');
    expect(links[1]).toHaveAttribute('href', '/workflow/onboarding?stage=identity');
  });
});

describe('onboarding: mobile number', () => {
  it('sends a code to the number, verifies it and shows "all set"', async () => {
    const live = liveProfile(onboardedCustomer({ upTo: 'employment' }));
    let sent: unknown;
    let verified: unknown;
    server.use(
      live.handler,
      http.post(url(apiPaths.updateMobileNumber), async ({ request }) => {
        sent = await request.json();
        const { mobile_number } = sent as { mobile_number: string };
        if (mobile_number === '123') {
          return HttpResponse.json(
            {
              message: 'Enter a valid mobile number for Australia.',
              errors: { mobile_number: ['Enter a valid mobile number for Australia.'] },
            },
            { status: 422 },
          );
        }
        return HttpResponse.json({ message: 'Code sent.', mobile_number: '+61412345678' });
      }),
      http.post(url(apiPaths.verifyMobileNumber), async ({ request }) => {
        verified = await request.json();
        if ((verified as { otp: string }).otp !== '654321') {
          return HttpResponse.json(
            { message: 'The code is incorrect.', errors: { otp: ['The code is incorrect.'] } },
            { status: 422 },
          );
        }
        live.state.customer = onboardedCustomer();
        return HttpResponse.json(live.state.customer);
      }),
    );
    const { user, path } = renderApp('/workflow/onboarding');
    const code = await screen.findByRole('combobox', { name: /Country code/ });
    // The residence country is the default.
    await waitFor(() => expect(code).toHaveValue('Australia (+61)'));
    const number = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(number, '123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter a valid mobile number for Australia.'),
    ).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');

    await user.clear(number);
    await user.type(number, '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('+61412345678')).toBeInTheDocument();
    expect(sent).toEqual({ mobile_number_country_id: australia.id, mobile_number: '0412 345 678' });
    expect(screen.getByRole('button', { name: /Send a new code in 1:00/ })).toBeDisabled();

    await user.type(screen.getByLabelText('SMS code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('SMS code'));
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeInTheDocument();
    expect(verified).toEqual({ otp: '654321' });
    expect(
      states()
        .slice(0, 6)
        .every((state) => state === 'complete'),
    ).toBe(true);
    // Finishing here shows the panel; it does not jump away on its own.
    expect(path()).toBe('/workflow/onboarding');
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('asks the customer to confirm it is them before a verified number is replaced', async () => {
    let confirmed = false;
    const sent: unknown[] = [];
    server.use(
      signedIn(onboardedCustomer()),
      http.post(url(apiPaths.updateMobileNumber), async ({ request }) => {
        if (!confirmed) {
          return HttpResponse.json(
            {
              message: 'Please confirm it is you before making this change.',
              step_up: { method: 'email' },
            },
            { status: 423 },
          );
        }
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Code sent.', mobile_number: '+61412999001' });
      }),
      http.post(url(apiPaths.stepUpCode), () => new HttpResponse(null, { status: 204 })),
      http.post(url(apiPaths.stepUp), () => {
        confirmed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/workflow/onboarding?stage=mobile-number');
    const number = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.clear(number);
    await user.type(number, '0412 999 001');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.type(within(dialog).getByLabelText('Code from the email'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('+61412999001')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('comes back to the code screen after a reload, with the cool-down left', async () => {
    const live = liveProfile(onboardedCustomer({ upTo: 'employment' }));
    let verified: unknown;
    server.use(
      live.handler,
      pendingMobileNumber({
        mobile_number: '+61412345678',
        mobile_number_country_id: australia.id,
        resend_in_seconds: 42,
      }),
      http.post(url(apiPaths.verifyMobileNumber), async ({ request }) => {
        verified = await request.json();
        live.state.customer = onboardedCustomer();
        return HttpResponse.json(live.state.customer);
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    // Straight to the code texted before the reload: no number to type, no new code to ask for.
    expect(await screen.findByText('+61412345678')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in 0:42/ })).toBeDisabled();
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeInTheDocument();
    expect(verified).toEqual({ otp: '654321' });
  });

  it('lets the customer change the number instead of entering the waiting code', async () => {
    server.use(
      signedIn(onboardedCustomer({ upTo: 'employment' })),
      pendingMobileNumber({
        mobile_number: '+61412345678',
        mobile_number_country_id: australia.id,
        resend_in_seconds: 0,
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Change number' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('says when the server asks to wait before another SMS', async () => {
    server.use(
      signedIn(onboardedCustomer({ upTo: 'employment' })),
      http.post(url(apiPaths.updateMobileNumber), () =>
        HttpResponse.json(
          { message: 'Please wait 42 seconds before asking for another code.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '0412345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait 42 seconds before asking for another code.',
    );
  });
});
