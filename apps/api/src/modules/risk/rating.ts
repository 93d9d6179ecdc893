import type { RiskFactor, RiskLevel } from '@homeward/contract';
import { fromMinor, spokenMoney } from '../../lib/money';

/** What the rating reads about a customer; amounts in the limits' currency (AUD), minor units. */
export interface RiskFacts {
  residence: string | null;
  nationality: string | null;
  employmentStatus: string | null;
  industry: string | null;
  incomeBand: string | null;
  /** Paid transfers in the last 90 days. */
  sent90DaysMinor: number;
  /** Monitoring alerts in the last 12 months. */
  alerts12Months: number;
  /** A compliance case on the customer that an officer confirmed. */
  confirmedCase: boolean;
}

export interface RiskThresholds {
  /** Points from which the rating is medium, and high. */
  mediumPoints: number;
  highPoints: number;
  /** 90-day volume (AUD, major units) from which volume counts, and counts for high. */
  volumeMediumAud: number;
  volumeHighAud: number;
  /** Share of the declared yearly income sent in 90 days that is inconsistent, and very. */
  incomeShareMedium: number;
  incomeShareHigh: number;
  /** Monitoring alerts in 12 months that count, and count for high. */
  alertsMedium: number;
  alertsHigh: number;
}

export const defaultRiskThresholds: RiskThresholds = {
  mediumPoints: 20,
  highPoints: 50,
  volumeMediumAud: 10_000,
  volumeHighAud: 30_000,
  incomeShareMedium: 0.25,
  incomeShareHigh: 0.5,
  alertsMedium: 1,
  alertsHigh: 3,
};

export interface RiskSettings {
  /** ISO2 codes: the monitoring rule `high_risk_country`'s list (one home). */
  highRiskCountries: readonly string[];
  currency: string;
  thresholds?: RiskThresholds;
}

/**
 * The top of each declared income band, in AUD a year at rounded rates (the bands of
 * db/attribute-definitions.ts; codes differ by country). The open top bands have no ceiling and
 * are never inconsistent. Coarse on purpose: the factor asks an officer to look, it proves nothing.
 */
export const incomeBandCeilingAud: Record<string, number> = {
  under_30k: 30_000,
  '30k_60k': 60_000,
  '60k_100k': 100_000,
  under_35k: 32_000,
  '35k_70k': 64_000,
  '70k_110k': 101_000,
  under_20k: 38_000,
  '20k_40k': 76_000,
  '40k_70k': 133_000,
  under_250k: 6_500,
  '250k_800k': 21_000,
  '800k_2m': 52_000,
};

/** Work where cash-heavy or irregular income is common (FATF's cash-intensive businesses). */
export const cashIntensiveIndustries: Record<string, string> = {
  hospitality: 'hospitality and food',
  construction: 'construction',
  agriculture: 'agriculture and fishing',
  domestic: 'domestic work',
};
const SELF_EMPLOYED_POINTS = 10;
const CASH_INDUSTRY_POINTS = 10;

/** A medium factor alone makes the rating medium; two of them make it high. */
const pointsFor = (level: 'medium' | 'high', t: RiskThresholds) =>
  level === 'high' ? t.highPoints : Math.max(t.mediumPoints, Math.ceil(t.highPoints / 2));

function countryFactors(facts: RiskFacts, settings: RiskSettings, t: RiskThresholds) {
  const listed = new Set(settings.highRiskCountries.map((code) => code.toUpperCase()));
  const factors: RiskFactor[] = [];
  if (facts.residence && listed.has(facts.residence.toUpperCase())) {
    factors.push({
      code: 'high_risk_residence',
      points: t.highPoints,
      explanation: `Lives in ${facts.residence}, a country on the high-risk list.`,
    });
  }
  if (facts.nationality && listed.has(facts.nationality.toUpperCase())) {
    factors.push({
      code: 'high_risk_nationality',
      points: t.highPoints,
      explanation: `Is a national of ${facts.nationality}, a country on the high-risk list.`,
    });
  }
  return factors;
}

function occupationFactors(facts: RiskFacts) {
  const factors: RiskFactor[] = [];
  if (facts.employmentStatus === 'self_employed') {
    factors.push({
      code: 'self_employed',
      points: SELF_EMPLOYED_POINTS,
      explanation: 'Is self-employed: income is harder to confirm.',
    });
  }
  const industry = facts.industry ? cashIntensiveIndustries[facts.industry] : undefined;
  if (industry) {
    factors.push({
      code: 'cash_intensive_industry',
      points: CASH_INDUSTRY_POINTS,
      explanation: `Works in ${industry}, where income is often paid in cash.`,
    });
  }
  return factors;
}

function volumeFactors(facts: RiskFacts, settings: RiskSettings, t: RiskThresholds) {
  const factors: RiskFactor[] = [];
  const sent = facts.sent90DaysMinor;
  const spoken = spokenMoney(sent, settings.currency);
  const major = Number(fromMinor(sent, settings.currency));
  if (major >= t.volumeMediumAud) {
    const level = major >= t.volumeHighAud ? 'high' : 'medium';
    const threshold = level === 'high' ? t.volumeHighAud : t.volumeMediumAud;
    factors.push({
      code: 'volume_90_days',
      points: pointsFor(level, t),
      explanation: `Sent ${spoken} in the last 90 days (${settings.currency} ${threshold.toLocaleString('en-AU')} or more).`,
    });
  }
  const ceiling = facts.incomeBand ? incomeBandCeilingAud[facts.incomeBand] : undefined;
  if (ceiling !== undefined && major > ceiling * t.incomeShareMedium) {
    const level = major > ceiling * t.incomeShareHigh ? 'high' : 'medium';
    const share = level === 'high' ? t.incomeShareHigh : t.incomeShareMedium;
    factors.push({
      code: 'volume_over_income',
      points: pointsFor(level, t),
      explanation: `Sent ${spoken} in the last 90 days, more than ${Math.round(share * 100)}% of the declared yearly income (at most ${settings.currency} ${ceiling.toLocaleString('en-AU')}).`,
    });
  }
  return factors;
}

function alertFactors(facts: RiskFacts, t: RiskThresholds) {
  const factors: RiskFactor[] = [];
  if (facts.alerts12Months >= t.alertsMedium) {
    const level = facts.alerts12Months >= t.alertsHigh ? 'high' : 'medium';
    const count = facts.alerts12Months;
    factors.push({
      code: 'monitoring_alerts',
      points: pointsFor(level, t),
      explanation: `${count} monitoring alert${count === 1 ? '' : 's'} in the last 12 months.`,
    });
  }
  if (facts.confirmedCase) {
    factors.push({
      code: 'confirmed_case',
      points: t.highPoints,
      explanation: 'A compliance case on this customer was confirmed.',
    });
  }
  return factors;
}

/**
 * A customer's risk rating from country, occupation, volume and alerts: each factor brings points
 * and a sentence; the sum makes the level. A factor worth the high points makes the rating high
 * alone; medium ones add up (volume and one alert, say, are high together).
 */
export function rateCustomer(
  facts: RiskFacts,
  settings: RiskSettings,
): { level: RiskLevel; factors: RiskFactor[] } {
  const t = settings.thresholds ?? defaultRiskThresholds;
  const factors = [
    ...countryFactors(facts, settings, t),
    ...occupationFactors(facts),
    ...volumeFactors(facts, settings, t),
    ...alertFactors(facts, t),
  ];
  const points = factors.reduce((sum, factor) => sum + factor.points, 0);
  const level = points >= t.highPoints ? 'high' : points >= t.mediumPoints ? 'medium' : 'low';
  return { level, factors };
}
