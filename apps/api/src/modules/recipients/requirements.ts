import type { PayoutMethod, RequirementField } from '@homeward/contract';

/**
 * What a recipient needs, by destination country and payout method (PRODUCT.md: dynamic fields,
 * as Wise's account requirements). This is data: adding a country is adding an entry here.
 * `check` names a validation beyond the pattern, done with an established library.
 */
export type FieldCheck = 'iban' | 'bic' | 'phone' | 'aba_routing';
export interface FieldSpec extends RequirementField {
  check?: FieldCheck;
  /** How the stored value is written: upper-case codes, digits only. */
  normalise?: 'upper' | 'digits' | 'compact_upper';
}

/**
 * The fields' own words, translated into the language each request asks for (fieldWordsIn); a
 * bank's, a wallet's or a pickup network's name is its own and stays as it is.
 */
export const says = {
  accountHolder: 'Account holder’s full name',
  fullName: 'Full name',
  fullNameAsOnId: 'Full name exactly as on their ID',
  fullNameAsOnIdHelp: 'They show this ID to collect the money, so the names must match.',
  mobileNumber: 'Mobile number',
  walletNumberHelp: 'The number the wallet is registered to.',
  pickupCodeHelp: 'We text them the pickup code.',
  accountNumber: 'Account number',
  bankName: 'Bank name',
  bankNameExample: 'The bank’s name',
  swiftCode: 'SWIFT / BIC code',
  swiftCodeHelp: '8 or 11 letters and numbers; the bank can tell you.',
  bank: 'Bank',
  phAccountHelp: '10 to 16 digits.',
  ifscCode: 'IFSC code',
  ifscCodeHelp: '11 characters, on the cheque book or the bank’s website.',
  accountDetails: 'Account details',
  sortCodeAndAccount: 'Sort code and account number',
  sortCode: 'Sort code',
  ukAccountHelp: '8 digits.',
  routingNumber: 'Routing number (ABA)',
  routingNumberHelp: '9 digits, at the bottom left of a cheque.',
  accountType: 'Account type',
  checking: 'Checking',
  savings: 'Savings',
  wallet: 'Wallet',
  pickupNetwork: 'Pickup network',
} as const;

type Options = [key: string, label: string][];

function field(
  key: string,
  label: string,
  rest: Partial<Omit<FieldSpec, 'key' | 'label'>> = {},
): FieldSpec {
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
    ...rest,
  };
}

function select(key: string, label: string, options: Options, rest: Partial<FieldSpec> = {}) {
  return field(key, label, {
    type: 'select',
    allowed_values: options.map(([value, text]) => ({ key: value, label: text })),
    ...rest,
  });
}

/** Letters, spaces and the marks names use; no digits or symbols. */
const NAME_PATTERN = String.raw`^[^0-9<>{}\[\]@#$%^&*_=+\\|;:"/?!~]+$`;

function fullName(label: string, help: string | null = null): FieldSpec {
  return field('full_name', label, {
    regex: NAME_PATTERN,
    min_length: 2,
    max_length: 140,
    example: 'Maria Santos Cruz',
    help,
  });
}

function mobileNumber(example: string, help: string): FieldSpec {
  return field('mobile_number', says.mobileNumber, {
    type: 'tel',
    check: 'phone',
    min_length: 6,
    max_length: 20,
    example,
    help,
  });
}

const accountNumber = (pattern: string, example: string, help: string | null = null) =>
  field('account_number', says.accountNumber, {
    regex: pattern,
    example,
    help,
    normalise: 'compact_upper',
    max_length: 34,
  });

/** Banks reached by SWIFT: the bank's name, its BIC and the account number. */
function swiftBank(example: string): FieldSpec[] {
  return [
    fullName(says.accountHolder),
    field('bank_name', says.bankName, {
      min_length: 2,
      max_length: 70,
      example: says.bankNameExample,
    }),
    field('swift_code', says.swiftCode, {
      regex: '^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$',
      example,
      check: 'bic',
      normalise: 'upper',
      help: says.swiftCodeHelp,
    }),
    accountNumber('^[A-Za-z0-9 -]{5,34}$', '01234567890123'),
  ];
}

const bicExamples: Record<string, string> = {
  NP: 'NARBNPKA',
  LK: 'BCEYLKLX',
  FJ: 'ANZBFJFX',
  VN: 'BFTVVNVX',
  ID: 'CENAIDJA',
  BD: 'SONABDDH',
};

const wallets: Record<string, Options> = {
  PH: [
    ['gcash', 'GCash'],
    ['maya', 'Maya'],
  ],
  NP: [
    ['esewa', 'eSewa'],
    ['khalti', 'Khalti'],
  ],
  FJ: [
    ['mpaisa', 'M-PAiSA'],
    ['mycash', 'MyCash'],
  ],
  VN: [
    ['momo', 'MoMo'],
    ['zalopay', 'ZaloPay'],
  ],
  ID: [
    ['gopay', 'GoPay'],
    ['ovo', 'OVO'],
    ['dana', 'DANA'],
  ],
  BD: [
    ['bkash', 'bKash'],
    ['nagad', 'Nagad'],
    ['rocket', 'Rocket'],
  ],
  PK: [
    ['jazzcash', 'JazzCash'],
    ['easypaisa', 'Easypaisa'],
  ],
};

const pickupNetworks: Record<string, Options> = {
  PH: [
    ['cebuana', 'Cebuana Lhuillier'],
    ['mlhuillier', 'M Lhuillier'],
    ['palawan', 'Palawan Express'],
  ],
  NP: [
    ['ime', 'IME'],
    ['prabhu', 'Prabhu Money Transfer'],
  ],
  LK: [
    ['boc', 'Bank of Ceylon'],
    ['combank', 'Commercial Bank'],
  ],
  FJ: [['fijipost', 'Post Fiji']],
  VN: [
    ['vietcombank', 'Vietcombank'],
    ['agribank', 'Agribank'],
  ],
  BD: [
    ['sonali', 'Sonali Bank'],
    ['brac', 'BRAC Bank'],
  ],
  PK: [
    ['hbl', 'HBL'],
    ['meezan', 'Meezan Bank'],
  ],
};

const phoneExamples: Record<string, string> = {
  PH: '+63 917 123 4567',
  NP: '+977 984 123 4567',
  LK: '+94 71 234 5678',
  FJ: '+679 701 2345',
  VN: '+84 91 234 56 78',
  ID: '+62 812 3456 7890',
  BD: '+880 1812 345678',
  PK: '+92 301 2345678',
};

const philippineBanks: Options = [
  ['BDO', 'BDO Unibank'],
  ['BPI', 'Bank of the Philippine Islands'],
  ['MBTC', 'Metrobank'],
  ['LBP', 'Land Bank of the Philippines'],
  ['PNB', 'Philippine National Bank'],
  ['SECB', 'Security Bank'],
  ['UBP', 'UnionBank'],
  ['RCBC', 'RCBC'],
  ['CBC', 'China Bank'],
  ['EWB', 'EastWest Bank'],
];

function bankAccount(country: string, values: Record<string, string>): FieldSpec[] {
  switch (country) {
    case 'PH':
      return [
        fullName(says.accountHolder),
        select('bank_code', says.bank, philippineBanks),
        accountNumber('^[0-9]{10,16}$', '001234567890', says.phAccountHelp),
      ];
    case 'IN':
      return [
        fullName(says.accountHolder),
        field('ifsc_code', says.ifscCode, {
          regex: '^[A-Za-z]{4}0[A-Za-z0-9]{6}$',
          example: 'SBIN0001234',
          normalise: 'upper',
          help: says.ifscCodeHelp,
        }),
        accountNumber('^[0-9]{9,18}$', '123456789012'),
      ];
    case 'GB': {
      const format = values.account_format === 'iban' ? 'iban' : 'sort_code';
      const chooser = select(
        'account_format',
        says.accountDetails,
        [
          ['sort_code', says.sortCodeAndAccount],
          ['iban', 'IBAN'],
        ],
        { refresh_on_change: true },
      );
      return format === 'iban'
        ? [fullName(says.accountHolder), chooser, iban('GB29 NWBK 6016 1331 9268 19')]
        : [
            fullName(says.accountHolder),
            chooser,
            field('sort_code', says.sortCode, {
              regex: '^[0-9]{2}-?[0-9]{2}-?[0-9]{2}$',
              example: '40-47-84',
              normalise: 'digits',
            }),
            accountNumber('^[0-9]{8}$', '12345678', says.ukAccountHelp),
          ];
    }
    case 'PK':
      return [fullName(says.accountHolder), iban('PK36 SCBL 0000 0011 2345 6702')];
    case 'NZ':
      return [
        fullName(says.accountHolder),
        accountNumber('^[0-9]{2}-?[0-9]{4}-?[0-9]{7}-?[0-9]{2,3}$', '12-3140-0123456-00'),
      ];
    case 'US':
      return [
        fullName(says.accountHolder),
        field('routing_number', says.routingNumber, {
          regex: '^[0-9]{9}$',
          example: '021000021',
          check: 'aba_routing',
          help: says.routingNumberHelp,
        }),
        accountNumber('^[0-9]{4,17}$', '123456789'),
        select('account_type', says.accountType, [
          ['checking', says.checking],
          ['savings', says.savings],
        ]),
      ];
    default:
      return swiftBank(bicExamples[country] ?? 'ABCDEFGHXXX');
  }
}

function iban(example: string): FieldSpec {
  return field('iban', 'IBAN', {
    regex: '^[A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{10,36}$',
    example,
    check: 'iban',
    normalise: 'compact_upper',
  });
}

/**
 * The fields for a destination country and payout method, given the values chosen so far (for
 * refresh-on-change fields); null where that method does not reach that country.
 */
export function recipientFields(
  country: string,
  method: PayoutMethod,
  values: Record<string, string> = {},
): FieldSpec[] | null {
  if (method === 'bank_account') return bankAccount(country, values);
  if (method === 'mobile_wallet') {
    const providers = wallets[country];
    if (!providers) return null;
    return [
      fullName(says.fullName),
      select('wallet_provider', says.wallet, providers),
      mobileNumber(phoneExamples[country] ?? '', says.walletNumberHelp),
    ];
  }
  const networks = pickupNetworks[country];
  if (!networks) return null;
  return [
    fullName(says.fullNameAsOnId, says.fullNameAsOnIdHelp),
    select('pickup_network', says.pickupNetwork, networks),
    mobileNumber(phoneExamples[country] ?? '', says.pickupCodeHelp),
  ];
}
