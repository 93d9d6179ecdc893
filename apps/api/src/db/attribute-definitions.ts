/**
 * The profile fields each residence country asks for, by category. Data, not code: a new
 * corridor adds a block here (or rows in attribute_definitions) and the onboarding forms follow.
 * Masks use IMask pattern syntax (0 digit, a letter, * anything); regular expressions are in
 * the spec's slash form and are checked by the browser and again by the server.
 */
export interface AttributeSeed {
  attribute: string;
  category: 'identity' | 'address' | 'employment';
  label: string;
  infoText?: string;
  isRequired: boolean;
  input?: 'text' | 'date' | 'select' | 'country';
  regularExpression?: string;
  mask?: string;
  expressionErrorMessage?: string;
  options?: { value: string; label: string }[];
}

const NAME = '/^[^0-9!@#$%^&*()_+=<>?{}\\[\\]|\\\\/:;"~`]{1,60}$/';
const nameError = 'Use letters, spaces, hyphens and apostrophes only.';
const option = (value: string, label: string) => ({ value, label });

function identity(extra: AttributeSeed[] = []): AttributeSeed[] {
  return [
    {
      attribute: 'name',
      category: 'identity',
      label: 'First name',
      infoText: 'As it appears on your passport or ID card.',
      isRequired: true,
      regularExpression: NAME,
      expressionErrorMessage: nameError,
    },
    {
      attribute: 'second_name',
      category: 'identity',
      label: 'Middle name',
      infoText: 'Leave empty if you have none.',
      isRequired: false,
      regularExpression: NAME,
      expressionErrorMessage: nameError,
    },
    {
      attribute: 'third_name',
      category: 'identity',
      label: 'Last name',
      isRequired: true,
      regularExpression: NAME,
      expressionErrorMessage: nameError,
    },
    {
      attribute: 'birth_detail.date_of_birth',
      category: 'identity',
      label: 'Date of birth',
      infoText: 'You must be 18 or older to send money.',
      isRequired: true,
      input: 'date',
      regularExpression: '/^\\d{4}-\\d{2}-\\d{2}$/',
      expressionErrorMessage: 'Enter a date such as 1990-07-25.',
    },
    {
      attribute: 'birth_detail.place_of_birth',
      category: 'identity',
      label: 'Place of birth',
      infoText: 'The town or city.',
      isRequired: true,
      regularExpression: '/^.{2,80}$/',
      expressionErrorMessage: 'Enter the town or city where you were born.',
    },
    {
      attribute: 'nationality_id',
      category: 'identity',
      label: 'Nationality',
      isRequired: true,
      input: 'country',
    },
    ...extra,
  ];
}

function employment(incomeBands: [string, string][]): AttributeSeed[] {
  return [
    {
      attribute: 'employment.status',
      category: 'employment',
      label: 'Employment status',
      isRequired: true,
      input: 'select',
      options: [
        option('employed', 'Employed'),
        option('self_employed', 'Self-employed'),
        option('student', 'Student'),
        option('retired', 'Retired'),
        option('homemaker', 'Looking after home or family'),
        option('unemployed', 'Not working'),
      ],
    },
    {
      attribute: 'employment.occupation',
      category: 'employment',
      label: 'Occupation',
      infoText: 'For example: nurse, driver, construction worker.',
      isRequired: true,
      regularExpression: '/^.{2,80}$/',
      expressionErrorMessage: 'Tell us your occupation in a few words.',
    },
    {
      attribute: 'employment.employer',
      category: 'employment',
      label: 'Employer',
      infoText: 'Leave empty if you are self-employed or not working.',
      isRequired: false,
      regularExpression: '/^.{2,100}$/',
      expressionErrorMessage: 'Enter the name of your employer.',
    },
    {
      attribute: 'employment.industry',
      category: 'employment',
      label: 'Industry',
      isRequired: true,
      input: 'select',
      options: [
        option('agriculture', 'Agriculture and fishing'),
        option('construction', 'Construction'),
        option('education', 'Education'),
        option('health', 'Health and care'),
        option('hospitality', 'Hospitality and food'),
        option('manufacturing', 'Manufacturing'),
        option('retail', 'Retail'),
        option('transport', 'Transport and logistics'),
        option('finance', 'Finance and insurance'),
        option('technology', 'Technology'),
        option('public', 'Government and public service'),
        option('domestic', 'Domestic work'),
        option('other', 'Other'),
      ],
    },
    {
      attribute: 'employment.income_band',
      category: 'employment',
      label: 'Yearly income',
      infoText: 'Before tax. This helps us keep your transfers within safe limits.',
      isRequired: true,
      input: 'select',
      options: incomeBands.map(([value, label]) => option(value, label)),
    },
  ];
}

const street = (label = 'Street address'): AttributeSeed => ({
  attribute: 'address.address_line_1',
  category: 'address',
  label,
  isRequired: true,
  regularExpression: '/^.{3,120}$/',
  expressionErrorMessage: 'Enter your street address.',
});
const line2 = (label: string, isRequired = false): AttributeSeed => ({
  attribute: 'address.address_line_2',
  category: 'address',
  label,
  isRequired,
  regularExpression: '/^.{1,120}$/',
  expressionErrorMessage: `Enter the ${label.toLowerCase()}.`,
});
const city = (label: string): AttributeSeed => ({
  attribute: 'address.city',
  category: 'address',
  label,
  isRequired: true,
  regularExpression: '/^.{2,80}$/',
  expressionErrorMessage: `Enter the ${label.toLowerCase()}.`,
});
const fourDigitPostcode: AttributeSeed = {
  attribute: 'address.postcode',
  category: 'address',
  label: 'Postcode',
  isRequired: true,
  mask: '0000',
  regularExpression: '/^\\d{4}$/',
  expressionErrorMessage: 'Enter a 4-digit postcode.',
};

export const attributeDefinitionsByCountry: Record<string, AttributeSeed[]> = {
  AU: [
    ...identity(),
    street(),
    line2('Apartment or unit'),
    city('Suburb'),
    {
      attribute: 'address.region',
      category: 'address',
      label: 'State or territory',
      isRequired: true,
      input: 'select',
      options: [
        option('NSW', 'New South Wales'),
        option('VIC', 'Victoria'),
        option('QLD', 'Queensland'),
        option('WA', 'Western Australia'),
        option('SA', 'South Australia'),
        option('TAS', 'Tasmania'),
        option('ACT', 'Australian Capital Territory'),
        option('NT', 'Northern Territory'),
      ],
    },
    fourDigitPostcode,
    ...employment([
      ['under_30k', 'Under A$30,000'],
      ['30k_60k', 'A$30,000 to A$60,000'],
      ['60k_100k', 'A$60,000 to A$100,000'],
      ['over_100k', 'Over A$100,000'],
    ]),
  ],
  NZ: [
    ...identity(),
    street(),
    line2('Suburb'),
    city('Town or city'),
    {
      attribute: 'address.region',
      category: 'address',
      label: 'Region',
      isRequired: false,
      regularExpression: '/^.{2,60}$/',
      expressionErrorMessage: 'Enter the region.',
    },
    fourDigitPostcode,
    ...employment([
      ['under_35k', 'Under NZ$35,000'],
      ['35k_70k', 'NZ$35,000 to NZ$70,000'],
      ['70k_110k', 'NZ$70,000 to NZ$110,000'],
      ['over_110k', 'Over NZ$110,000'],
    ]),
  ],
  GB: [
    ...identity(),
    street('Address line 1'),
    line2('Address line 2'),
    city('Town or city'),
    {
      attribute: 'address.region',
      category: 'address',
      label: 'County',
      isRequired: false,
      regularExpression: '/^.{2,60}$/',
      expressionErrorMessage: 'Enter the county.',
    },
    {
      attribute: 'address.postcode',
      category: 'address',
      label: 'Postcode',
      infoText: 'For example SW1A 1AA.',
      isRequired: true,
      regularExpression: '/^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/',
      expressionErrorMessage: 'Enter a UK postcode such as SW1A 1AA.',
    },
    ...employment([
      ['under_20k', 'Under £20,000'],
      ['20k_40k', '£20,000 to £40,000'],
      ['40k_70k', '£40,000 to £70,000'],
      ['over_70k', 'Over £70,000'],
    ]),
  ],
  PH: [
    ...identity([
      {
        attribute: 'unique_identity_number',
        category: 'identity',
        label: 'PhilSys number (PSN)',
        infoText: 'The 16-digit number on your Philippine national ID, if you have one.',
        isRequired: false,
        mask: '0000-0000-0000-0000',
        regularExpression: '/^\\d{4}-\\d{4}-\\d{4}-\\d{4}$/',
        expressionErrorMessage: 'Enter the 16 digits of your PhilSys number.',
      },
    ]),
    street('House number and street'),
    line2('Barangay', true),
    city('City or municipality'),
    {
      attribute: 'address.region',
      category: 'address',
      label: 'Province',
      isRequired: true,
      regularExpression: '/^.{2,60}$/',
      expressionErrorMessage: 'Enter the province.',
    },
    {
      ...fourDigitPostcode,
      label: 'ZIP code',
      expressionErrorMessage: 'Enter a 4-digit ZIP code.',
    },
    ...employment([
      ['under_250k', 'Under ₱250,000'],
      ['250k_800k', '₱250,000 to ₱800,000'],
      ['800k_2m', '₱800,000 to ₱2,000,000'],
      ['over_2m', 'Over ₱2,000,000'],
    ]),
  ],
};
