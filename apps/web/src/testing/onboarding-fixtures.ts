import type { AttributeDefinition, Country, Customer, Task } from '@homeward/contract';
import { makeCustomer } from './fixtures';

const country = (
  id: number,
  iso2: string,
  iso3: string,
  name: string,
  callingCode: string,
  official = name,
): Country => ({
  id,
  iso2_alpha: iso2,
  iso3_alpha: iso3,
  iso_numeric: String(id).padStart(3, '0'),
  fips_code: null,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  calling_code: callingCode,
  common_name: name,
  official_name: official,
  endonym: null,
  demonym: null,
});

export const australia = country(36, 'AU', 'AUS', 'Australia', '+61', 'Commonwealth of Australia');
export const newZealand = country(554, 'NZ', 'NZL', 'New Zealand', '+64');
export const unitedKingdom = country(
  826,
  'GB',
  'GBR',
  'United Kingdom',
  '+44',
  'United Kingdom of Great Britain and Northern Ireland',
);
export const philippines = country(
  608,
  'PH',
  'PHL',
  'Philippines',
  '+63',
  'Republic of the Philippines',
);
export const india = country(356, 'IN', 'IND', 'India', '+91', 'Republic of India');
export const nepal = country(524, 'NP', 'NPL', 'Nepal', '+977');

/** Where customers may live (use=residence). */
export const residenceCountries: Country[] = [australia, newZealand, philippines, unitedKingdom];
/** Every country (use=nationality). */
export const allCountries: Country[] = [
  australia,
  india,
  nepal,
  newZealand,
  philippines,
  unitedKingdom,
];

const definition = (
  attribute: string,
  category: AttributeDefinition['category'],
  label: string,
  extra: Partial<AttributeDefinition> = {},
): AttributeDefinition => ({
  attribute,
  category,
  label,
  regular_expression: null,
  mask: null,
  expression_error_message: null,
  info_text: null,
  is_required: true,
  options: null,
  input: 'text',
  ...extra,
});

/** Australia's attributes, in the order the form shows them. */
export const australianAttributes: AttributeDefinition[] = [
  definition('name', 'identity', 'First name', {
    regular_expression: "/^[A-Za-z' -]+$/",
    expression_error_message: 'Use letters, spaces, hyphens and apostrophes only.',
    info_text: 'As on your passport or driver licence.',
  }),
  definition('third_name', 'identity', 'Last name'),
  definition('birth_detail.date_of_birth', 'identity', 'Date of birth', { input: 'date' }),
  definition('nationality', 'identity', 'Nationality', { input: 'country' }),
  definition('unique_identity_number', 'identity', 'Tax file number', {
    is_required: false,
    mask: '000 000 000',
    regular_expression: '/^[0-9]{3} [0-9]{3} [0-9]{3}$/',
    expression_error_message: 'A tax file number has 9 digits.',
  }),
  definition('address.address_line_1', 'address', 'Street address'),
  definition('address.address_line_2', 'address', 'Apartment, unit or floor', {
    is_required: false,
  }),
  definition('address.city', 'address', 'Suburb or town'),
  definition('address.region', 'address', 'State', {
    input: 'select',
    options: [
      { value: 'NSW', label: 'New South Wales' },
      { value: 'VIC', label: 'Victoria' },
      { value: 'QLD', label: 'Queensland' },
    ],
  }),
  definition('address.postcode', 'address', 'Postcode', {
    mask: '0000',
    regular_expression: '/^[0-9]{4}$/',
    expression_error_message: 'Enter the 4-digit postcode.',
  }),
  definition('employment.status', 'employment', 'Employment status', {
    input: 'select',
    options: [
      { value: 'employed', label: 'Employed' },
      { value: 'self_employed', label: 'Self-employed' },
      { value: 'retired', label: 'Retired' },
    ],
  }),
  definition('employment.occupation', 'employment', 'Occupation', {
    info_text: 'Your job title, such as "Nurse".',
  }),
];

export const completeValues: Record<string, string> = {
  name: 'Maria',
  third_name: 'Santos',
  'birth_detail.date_of_birth': '1990-05-01',
  nationality: String(philippines.id),
  unique_identity_number: '',
  'address.address_line_1': '1 George St',
  'address.address_line_2': '',
  'address.city': 'Sydney',
  'address.region': 'NSW',
  'address.postcode': '2000',
  'employment.status': 'employed',
  'employment.occupation': 'Nurse',
};

interface OnboardedOptions {
  /** Stop after this stage: which data the customer has given so far. */
  upTo?: 'email' | 'country' | 'identity' | 'address' | 'employment' | 'mobile-number';
  values?: Record<string, string>;
}

const order = ['email', 'country', 'identity', 'address', 'employment', 'mobile-number'];

/**
 * A signed-in customer (MFA done) who has completed onboarding up to a stage: verified email,
 * then Australia, then the identity, address and employment values, then a mobile number.
 */
export function onboardedCustomer({
  upTo = 'mobile-number',
  values = completeValues,
}: OnboardedOptions = {}): Customer {
  const reached = (stage: string) => order.indexOf(stage) <= order.indexOf(upTo);
  const customer = makeCustomer({
    isEmailVerified: true,
    mfaMethod: 'email',
    isMfaCompleted: true,
  });
  if (!reached('country')) return customer;
  customer.country = australia;
  customer.attributes = australianAttributes.map(
    ({ options: _options, input: _input, ...attribute }) => ({
      ...attribute,
      value: reached(attribute.category) ? (values[attribute.attribute] ?? null) : null,
    }),
  );
  if (reached('identity')) customer.whole_name = 'Maria Santos';
  if (reached('mobile-number')) {
    customer.account.mobile_number = '+61412345678';
    customer.account.mobile_number_country = australia;
  }
  return customer;
}

export const documentTasks: Task[] = [
  {
    code: 'proof_of_identity',
    title: 'Upload a photo ID',
    description: 'A passport or driver licence raises your limits.',
    route: '/account-verification/upload/proof-of-identity',
  },
  {
    code: 'proof_of_address',
    title: 'Prove your address',
    description: 'A recent bank statement or utility bill.',
    route: '/account-verification/upload/proof-of-address',
  },
];
