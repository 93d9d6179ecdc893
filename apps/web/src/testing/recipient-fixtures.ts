import {
  apiPaths,
  type Corridor,
  type PayoutMethod,
  type Recipient,
  type RecipientRequest,
  type RecipientRequirements,
  type RequirementField,
} from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { signedIn, url } from './handlers';
import { onboardedCustomer } from './onboarding-fixtures';
import { server } from './server';

const money = (amount: string, currency: string) => ({ amount, currency });

const method = (
  name: PayoutMethod,
  fixedFee: string,
  percentageFee: string,
  deliveryMinutes: number,
) => ({
  method: name,
  fixed_fee: money(fixedFee, 'AUD'),
  percentage_fee: percentageFee,
  delivery_minutes: deliveryMinutes,
});

function corridor(
  id: number,
  country: { id: number; iso2_alpha: string; common_name: string },
  currency: string,
  decimals: number,
  methods: Corridor['payout_methods'],
): Corridor {
  return {
    id,
    source_currency: 'AUD',
    source_currency_decimals: 2,
    destination_country: country,
    destination_currency: currency,
    destination_currency_decimals: decimals,
    min_send_amount: money('10.00', 'AUD'),
    max_send_amount: money('10000.00', 'AUD'),
    payout_methods: methods,
    price_lock_minutes: 30,
  };
}

/** A few corridors from AUD, as GET /corridors answers them. */
export const recipientCorridors: Corridor[] = [
  corridor(1, { id: 608, iso2_alpha: 'PH', common_name: 'Philippines' }, 'PHP', 2, [
    method('bank_account', '3.99', '0.50', 60),
    method('mobile_wallet', '2.99', '0.50', 10),
    method('cash_pickup', '4.99', '0.75', 30),
  ]),
  corridor(2, { id: 356, iso2_alpha: 'IN', common_name: 'India' }, 'INR', 2, [
    method('bank_account', '2.99', '0.45', 120),
  ]),
  corridor(11, { id: 826, iso2_alpha: 'GB', common_name: 'United Kingdom' }, 'GBP', 2, [
    method('bank_account', '4.99', '0.40', 240),
  ]),
];

/** One requirement field; by default a required free-text field without limits. */
export function requirement(
  key: string,
  label: string,
  extra: Partial<RequirementField> = {},
): RequirementField {
  return {
    key,
    label,
    type: 'text',
    required: true,
    regex: null,
    example: null,
    min_length: null,
    max_length: null,
    allowed_values: null,
    refresh_on_change: false,
    help: null,
    ...extra,
  };
}

const fullName = requirement('full_name', 'Full name', {
  min_length: 2,
  max_length: 140,
  example: 'Maria Santos',
  help: 'As it appears on their bank account or ID.',
});

export const philippineBanks = [
  { key: 'BDO', label: 'BDO Unibank' },
  { key: 'BPI', label: 'Bank of the Philippine Islands (BPI)' },
  { key: 'MBTC', label: 'Metrobank' },
  { key: 'LBP', label: 'Land Bank of the Philippines' },
];

export const phBankFields: RequirementField[] = [
  fullName,
  requirement('bank_code', 'Bank', { type: 'select', allowed_values: philippineBanks }),
  requirement('account_number', 'Account number', {
    regex: '^\\d{10,16}$',
    example: '001234567890',
    help: '10 to 16 digits, without spaces.',
  }),
];

export const phWalletFields: RequirementField[] = [
  fullName,
  requirement('wallet_provider', 'Wallet provider', {
    type: 'select',
    allowed_values: [
      { key: 'gcash', label: 'GCash' },
      { key: 'maya', label: 'Maya' },
    ],
  }),
  requirement('mobile_number', 'Mobile number', {
    type: 'tel',
    regex: '^\\+?63 ?9\\d{2} ?\\d{3} ?\\d{4}$',
    example: '+63 917 123 4567',
    help: 'The number registered with the wallet.',
  }),
];

export const accountFormat = requirement('account_format', 'Account format', {
  type: 'select',
  allowed_values: [
    { key: 'sort_code', label: 'Sort code and account number' },
    { key: 'iban', label: 'IBAN' },
  ],
  refresh_on_change: true,
});

/** The UK's bank fields: after the format is known, the fields of that format. */
export function gbBankFields(format?: string): RequirementField[] {
  const base = [fullName, accountFormat];
  if (format === 'sort_code') {
    return [
      ...base,
      requirement('sort_code', 'Sort code', {
        regex: '^\\d{2}-?\\d{2}-?\\d{2}$',
        example: '40-47-84',
      }),
      requirement('account_number', 'Account number', { regex: '^\\d{8}$', example: '12345678' }),
    ];
  }
  if (format === 'iban') {
    return [
      ...base,
      requirement('iban', 'IBAN', {
        regex: '^GB\\d{2}[A-Z]{4}\\d{14}$',
        example: 'GB33BUKB20201555555555',
        help: 'Without spaces.',
      }),
    ];
  }
  return base;
}

/** What GET /recipient-requirements answers, or null for a destination without requirements. */
export function requirementsFor(
  country: string,
  currency: string,
  payoutMethod: string,
  extra: Record<string, string> = {},
): RecipientRequirements | null {
  const answer = (fields: RequirementField[]): RecipientRequirements => ({
    country,
    currency,
    payout_method: payoutMethod as PayoutMethod,
    fields,
  });
  if (country === 'PH' && currency === 'PHP') {
    if (payoutMethod === 'bank_account') return answer(phBankFields);
    if (payoutMethod === 'mobile_wallet') return answer(phWalletFields);
    if (payoutMethod === 'cash_pickup') return answer([fullName]);
  }
  if (country === 'IN' && currency === 'INR' && payoutMethod === 'bank_account') {
    return answer([
      fullName,
      requirement('ifsc', 'IFSC', { regex: '^[A-Z]{4}0[A-Z0-9]{6}$', example: 'HDFC0001234' }),
      requirement('account_number', 'Account number', { regex: '^\\d{9,18}$' }),
    ]);
  }
  if (country === 'GB' && currency === 'GBP' && payoutMethod === 'bank_account') {
    return answer(gbBankFields(extra.account_format));
  }
  if (country === 'NP' && currency === 'NPR' && payoutMethod === 'bank_account') {
    // A bank reached by SWIFT, as the API asks for most countries.
    return answer([
      fullName,
      requirement('bank_name', 'Bank name'),
      requirement('swift_code', 'SWIFT / BIC code', {
        regex: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$',
        example: 'NARBNPKA',
      }),
      requirement('account_number', 'Account number'),
    ]);
  }
  return null;
}

const countryNames: Record<string, string> = {
  PH: 'Philippines',
  IN: 'India',
  GB: 'United Kingdom',
};

const last4 = (value = '') => `···· ${value.replace(/\D/g, '').slice(-4)}`;

/** The one line the API writes to tell recipients apart. */
export function summaryOf(payoutMethod: PayoutMethod, details: Record<string, string>): string {
  if (details.bank_code) {
    const bank = philippineBanks.find((b) => b.key === details.bank_code)?.label;
    return `${bank ?? details.bank_code} ${last4(details.account_number)}`;
  }
  if (details.wallet_provider) {
    const provider = details.wallet_provider === 'gcash' ? 'GCash' : 'Maya';
    return `${provider} ${last4(details.mobile_number)}`;
  }
  if (details.iban) return `IBAN ${last4(details.iban)}`;
  if (details.sort_code) return `Sort code ${details.sort_code} ${last4(details.account_number)}`;
  if (payoutMethod === 'cash_pickup') return 'Cash pickup';
  return last4(details.account_number);
}

/**
 * The details labelled as the API answers them (presenter.ts): in the requirements' order, lists
 * by name, IBANs in groups of four, the account format left out; other values as given.
 */
export function displayOf(
  country: string,
  currency: string,
  payoutMethod: PayoutMethod,
  details: Record<string, string>,
): Recipient['display'] {
  const fields = requirementsFor(country, currency, payoutMethod, details)?.fields ?? [];
  return fields
    .filter((field) => details[field.key] !== undefined && field.key !== 'account_format')
    .map((field) => {
      const value = details[field.key] ?? '';
      const option = field.allowed_values?.find((candidate) => candidate.key === value);
      const grouped = field.key === 'iban' ? value.replace(/(.{4})(?=.)/g, '$1 ') : value;
      return { label: field.label, value: option?.label ?? grouped };
    });
}

/** A saved recipient; the summary and the labelled details follow the details unless given. */
export function makeRecipient(
  id: string,
  country: string,
  currency: string,
  payoutMethod: PayoutMethod,
  details: Record<string, string>,
  overrides: Partial<Recipient> = {},
): Recipient {
  return {
    id,
    full_name: details.full_name ?? 'Unnamed',
    country: { iso2_alpha: country, common_name: countryNames[country] ?? country },
    currency,
    payout_method: payoutMethod,
    details,
    display: displayOf(country, currency, payoutMethod, details),
    summary: summaryOf(payoutMethod, details),
    created_at: '2025-03-01T09:00:00.000Z',
    updated_at: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export const mariaSantos = makeRecipient('rcp-maria', 'PH', 'PHP', 'bank_account', {
  full_name: 'Maria Santos',
  bank_code: 'BDO',
  account_number: '001234567890',
});

export const juanDelaCruz = makeRecipient('rcp-juan', 'PH', 'PHP', 'mobile_wallet', {
  full_name: 'Juan dela Cruz',
  wallet_provider: 'gcash',
  mobile_number: '+63 917 123 4567',
});

export const oliverSmith = makeRecipient('rcp-oliver', 'GB', 'GBP', 'bank_account', {
  full_name: 'Oliver Smith',
  account_format: 'iban',
  iban: 'GB33BUKB20201555555555',
});

export const savedRecipients: Recipient[] = [mariaSantos, juanDelaCruz, oliverSmith];

/**
 * An in-memory recipients API (corridors, requirements, list, read, add, change, delete) for
 * MSW. It checks required fields and patterns as the API does, answering 422 with
 * `details.<key>` errors. `requirementQueries` records every requirements query string asked.
 */
export function recipientsApi(initial: Recipient[] = savedRecipients) {
  let list = [...initial];
  let next = 1;
  const requirementQueries: URLSearchParams[] = [];
  const listQueries: URLSearchParams[] = [];
  const bodies: RecipientRequest[] = [];
  const deleted: string[] = [];

  const validate = (body: RecipientRequest) => {
    const requirements = requirementsFor(
      body.country,
      body.currency,
      body.payout_method,
      body.details,
    );
    if (!requirements) {
      return { payout_method: ['We cannot pay out to that country by that method.'] };
    }
    const errors: Record<string, string[]> = {};
    for (const field of requirements.fields) {
      const value = body.details[field.key] ?? '';
      if (field.required && value === '')
        errors[`details.${field.key}`] = [`Enter the ${field.label.toLowerCase()}.`];
      else if (value && field.regex && !new RegExp(field.regex).test(value)) {
        errors[`details.${field.key}`] = [`Enter a valid ${field.label.toLowerCase()}.`];
      }
    }
    return Object.keys(errors).length > 0 ? errors : null;
  };

  const save = (id: string, body: RecipientRequest, createdAt?: string): Recipient =>
    makeRecipient(id, body.country, body.currency, body.payout_method, body.details, {
      created_at: createdAt ?? '2025-04-01T09:00:00.000Z',
      updated_at: '2025-04-01T09:00:00.000Z',
    });

  const notFound = () => HttpResponse.json({ message: 'Recipient not found.' }, { status: 404 });
  const invalid = (errors: Record<string, string[]>) =>
    HttpResponse.json(
      { message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors },
      { status: 422 },
    );

  return {
    requirementQueries,
    listQueries,
    bodies,
    deleted,
    list: () => list,
    handlers: [
      http.get(url(apiPaths.corridors), () => HttpResponse.json(recipientCorridors)),
      http.get(url(apiPaths.recipientRequirements), ({ request }) => {
        const query = new URL(request.url).searchParams;
        requirementQueries.push(query);
        const {
          country = '',
          currency = '',
          payout_method = '',
          ...extra
        } = Object.fromEntries(query);
        const answer = requirementsFor(country, currency, payout_method, extra);
        return answer
          ? HttpResponse.json(answer)
          : HttpResponse.json(
              {
                message: 'We cannot pay out to that country by that method.',
                errors: { payout_method: ['We cannot pay out to that country by that method.'] },
              },
              { status: 422 },
            );
      }),
      http.get(url(apiPaths.recipients), ({ request }) => {
        const query = new URL(request.url).searchParams;
        listQueries.push(query);
        const q = query.get('q')?.toLowerCase() ?? '';
        const matches = list
          .filter((r) => r.full_name.toLowerCase().includes(q))
          .filter((r) => !query.get('country') || r.country.iso2_alpha === query.get('country'))
          .filter((r) => !query.get('currency') || r.currency === query.get('currency'))
          .filter(
            (r) => !query.get('payout_method') || r.payout_method === query.get('payout_method'),
          )
          .sort((a, b) => a.full_name.localeCompare(b.full_name));
        return HttpResponse.json(matches);
      }),
      http.get(url('/client/v1/recipients/:id'), ({ params }) => {
        const found = list.find((r) => r.id === params.id);
        return found ? HttpResponse.json(found) : notFound();
      }),
      http.post(url(apiPaths.recipients), async ({ request }) => {
        const body = (await request.json()) as RecipientRequest;
        bodies.push(body);
        const errors = validate(body);
        if (errors) return invalid(errors);
        const recipient = save(`rcp-new-${next++}`, body);
        list = [...list, recipient];
        return HttpResponse.json(recipient, { status: 201 });
      }),
      http.put(url('/client/v1/recipients/:id'), async ({ params, request }) => {
        const existing = list.find((r) => r.id === params.id);
        if (!existing) return notFound();
        const body = (await request.json()) as RecipientRequest;
        bodies.push(body);
        const errors = validate(body);
        if (errors) return invalid(errors);
        const recipient = save(existing.id, body, existing.created_at);
        list = list.map((r) => (r.id === existing.id ? recipient : r));
        return HttpResponse.json(recipient);
      }),
      http.delete(url('/client/v1/recipients/:id'), ({ params }) => {
        if (!list.some((r) => r.id === params.id)) return notFound();
        deleted.push(String(params.id));
        list = list.filter((r) => r.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ],
  };
}

/** An onboarded customer signed in, with the recipients API served (the saved ones by default). */
export function signedInWithRecipients(api = recipientsApi()) {
  server.use(signedIn(onboardedCustomer()), ...api.handlers);
  return api;
}
