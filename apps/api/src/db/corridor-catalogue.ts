/**
 * The corridors a fresh install starts with (PRODUCT.md: from Australia to the countries its
 * customers send home to). Seeded only where missing: operations change them with
 * `npm run ops -- corridors:set` / `fees:set` / `rates:set`, and a restart keeps those changes.
 * Amounts are in major units here for readability; the seed converts them.
 */
export interface CorridorSeed {
  destinationCountry: string;
  destinationCurrency: string;
  marginPercent: string;
  /** Mid-market rate for 1 AUD, a plausible starting value until a feed or ops sets it. */
  midRate: string;
  methods: Partial<
    Record<
      'bank_account' | 'mobile_wallet' | 'cash_pickup',
      [fixedFee: string, deliveryMinutes: number]
    >
  >;
}

export const SOURCE_CURRENCY = 'AUD';
export const MIN_SEND = '10';
export const MAX_SEND = '50000';
/** Every corridor's percentage fee at first; ops sets each one apart. */
export const PERCENTAGE_FEE = '0.5';

const HOUR = 60;
const DAY = 24 * HOUR;

export const corridorCatalogue: CorridorSeed[] = [
  {
    destinationCountry: 'PH',
    destinationCurrency: 'PHP',
    marginPercent: '0.75',
    midRate: '38.2145',
    methods: {
      bank_account: ['3.99', HOUR],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'IN',
    destinationCurrency: 'INR',
    marginPercent: '0.6',
    midRate: '56.0832',
    methods: { bank_account: ['3.99', HOUR] },
  },
  {
    destinationCountry: 'NP',
    destinationCurrency: 'NPR',
    marginPercent: '1.0',
    midRate: '89.7316',
    methods: {
      bank_account: ['3.99', DAY],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'LK',
    destinationCurrency: 'LKR',
    marginPercent: '1.0',
    midRate: '197.4821',
    methods: { bank_account: ['3.99', DAY], cash_pickup: ['4.99', HOUR] },
  },
  {
    destinationCountry: 'FJ',
    destinationCurrency: 'FJD',
    marginPercent: '1.2',
    midRate: '1.4893',
    methods: {
      bank_account: ['4.99', DAY],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'VN',
    destinationCurrency: 'VND',
    marginPercent: '1.0',
    midRate: '17048.55',
    methods: {
      bank_account: ['3.99', DAY],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'ID',
    destinationCurrency: 'IDR',
    marginPercent: '0.9',
    midRate: '10652.37',
    methods: { bank_account: ['3.99', HOUR], mobile_wallet: ['2.99', 10] },
  },
  {
    destinationCountry: 'BD',
    destinationCurrency: 'BDT',
    marginPercent: '1.0',
    midRate: '80.2914',
    methods: {
      bank_account: ['3.99', DAY],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'PK',
    destinationCurrency: 'PKR',
    marginPercent: '1.0',
    midRate: '183.3507',
    methods: {
      bank_account: ['3.99', DAY],
      mobile_wallet: ['2.99', 10],
      cash_pickup: ['4.99', HOUR],
    },
  },
  {
    destinationCountry: 'NZ',
    destinationCurrency: 'NZD',
    marginPercent: '0.45',
    midRate: '1.1187',
    methods: { bank_account: ['1.99', DAY] },
  },
  {
    destinationCountry: 'GB',
    destinationCurrency: 'GBP',
    marginPercent: '0.45',
    midRate: '0.5031',
    methods: { bank_account: ['1.99', DAY] },
  },
  {
    destinationCountry: 'US',
    destinationCurrency: 'USD',
    marginPercent: '0.45',
    midRate: '0.6552',
    methods: { bank_account: ['1.99', 2 * DAY] },
  },
];
