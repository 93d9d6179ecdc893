import { describe, expect, it } from 'vitest';
import { defaultRiskThresholds, rateCustomer, type RiskFacts } from './rating';

const settings = { highRiskCountries: ['KP', 'IR', 'MM'], currency: 'AUD' };
const quiet: RiskFacts = {
  residence: 'AU',
  nationality: 'PH',
  employmentStatus: 'employed',
  industry: 'health',
  incomeBand: 'over_100k',
  sent90DaysMinor: 0,
  alerts12Months: 0,
  confirmedCase: false,
};
const rate = (facts: Partial<RiskFacts>) => rateCustomer({ ...quiet, ...facts }, settings);
const codes = (facts: Partial<RiskFacts>) => rate(facts).factors.map((factor) => factor.code);
const aud = (major: number) => major * 100;

describe('rateCustomer', () => {
  it('rates a customer with nothing against them low, with no factors', () => {
    expect(rate({})).toEqual({ level: 'low', factors: [] });
  });

  it('rates a residence or nationality on the high-risk list high, whatever the case', () => {
    expect(rate({ residence: 'IR' }).level).toBe('high');
    expect(codes({ residence: 'IR' })).toEqual(['high_risk_residence']);
    expect(rate({ nationality: 'kp' }).level).toBe('high');
    expect(rate({ nationality: 'KP' }).factors[0]?.explanation).toBe(
      'Is a national of KP, a country on the high-risk list.',
    );
    expect(rate({ nationality: 'KP' }).factors[0]?.points).toBe(defaultRiskThresholds.highPoints);
  });

  it('reads the list it is given, not one of its own', () => {
    expect(
      rateCustomer({ ...quiet, nationality: 'IR' }, { ...settings, highRiskCountries: [] }),
    ).toEqual({ level: 'low', factors: [] });
    expect(
      rateCustomer({ ...quiet, nationality: 'PH' }, { ...settings, highRiskCountries: ['PH'] })
        .level,
    ).toBe('high');
  });

  it('counts self-employment and cash-intensive work, medium only together', () => {
    expect(rate({ employmentStatus: 'self_employed' }).level).toBe('low');
    expect(codes({ employmentStatus: 'self_employed' })).toEqual(['self_employed']);
    expect(rate({ industry: 'hospitality' }).level).toBe('low');
    expect(rate({ industry: 'hospitality' }).factors[0]?.explanation).toBe(
      'Works in hospitality and food, where income is often paid in cash.',
    );
    expect(rate({ employmentStatus: 'self_employed', industry: 'construction' }).level).toBe(
      'medium',
    );
    expect(codes({ industry: 'technology' })).toEqual([]);
  });

  it('rates 90-day volume medium from AUD 10,000 and high from AUD 30,000', () => {
    expect(rate({ sent90DaysMinor: aud(10_000) - 1 }).level).toBe('low');
    expect(rate({ sent90DaysMinor: aud(10_000) }).level).toBe('medium');
    expect(rate({ sent90DaysMinor: aud(10_000) }).factors[0]?.explanation).toBe(
      'Sent AUD 10,000.00 in the last 90 days (AUD 10,000 or more).',
    );
    expect(rate({ sent90DaysMinor: aud(30_000) - 1 }).level).toBe('medium');
    expect(rate({ sent90DaysMinor: aud(30_000) }).level).toBe('high');
  });

  it('rates volume inconsistent with the declared income band', () => {
    // Under PHP 250,000 a year (AUD 6,500): a quarter is AUD 1,625, a half AUD 3,250.
    const band = { incomeBand: 'under_250k' };
    expect(codes({ ...band, sent90DaysMinor: aud(1_625) })).toEqual([]);
    expect(codes({ ...band, sent90DaysMinor: aud(1_625) + 1 })).toEqual(['volume_over_income']);
    expect(rate({ ...band, sent90DaysMinor: aud(1_625) + 1 }).level).toBe('medium');
    expect(rate({ ...band, sent90DaysMinor: aud(3_250) }).level).toBe('medium');
    expect(rate({ ...band, sent90DaysMinor: aud(3_250) + 1 })).toEqual({
      level: 'high',
      factors: [
        {
          code: 'volume_over_income',
          points: 50,
          explanation:
            'Sent AUD 3,250.01 in the last 90 days, more than 50% of the declared yearly income (at most AUD 6,500).',
        },
      ],
    });
    // Under A$30,000: AUD 7,500 in 90 days is a quarter of it.
    expect(codes({ incomeBand: 'under_30k', sent90DaysMinor: aud(7_501) })).toEqual([
      'volume_over_income',
    ]);
    // The open top band has no ceiling; an unknown band is not guessed at.
    expect(codes({ incomeBand: 'over_100k', sent90DaysMinor: aud(9_000) })).toEqual([]);
    expect(codes({ incomeBand: null, sent90DaysMinor: aud(9_000) })).toEqual([]);
  });

  it('rates monitoring alerts medium from one and high from three; a confirmed case high', () => {
    expect(rate({ alerts12Months: 1 }).level).toBe('medium');
    expect(rate({ alerts12Months: 1 }).factors[0]?.explanation).toBe(
      '1 monitoring alert in the last 12 months.',
    );
    expect(rate({ alerts12Months: 2 }).level).toBe('medium');
    expect(rate({ alerts12Months: 3 }).level).toBe('high');
    expect(rate({ alerts12Months: 3 }).factors[0]?.explanation).toBe(
      '3 monitoring alerts in the last 12 months.',
    );
    expect(rate({ confirmedCase: true })).toEqual({
      level: 'high',
      factors: [
        {
          code: 'confirmed_case',
          points: 50,
          explanation: 'A compliance case on this customer was confirmed.',
        },
      ],
    });
  });

  it('adds medium factors up to high', () => {
    const rated = rate({ sent90DaysMinor: aud(12_000), alerts12Months: 1 });
    expect(rated.level).toBe('high');
    expect(rated.factors.map((factor) => factor.points)).toEqual([25, 25]);
    expect(rate({ alerts12Months: 1, employmentStatus: 'self_employed' }).level).toBe('medium');
  });

  it('takes thresholds from its settings', () => {
    const strict = { ...defaultRiskThresholds, volumeMediumAud: 100, volumeHighAud: 200 };
    expect(
      rateCustomer({ ...quiet, sent90DaysMinor: aud(200) }, { ...settings, thresholds: strict })
        .level,
    ).toBe('high');
  });
});
