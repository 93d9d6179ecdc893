import type { Customer, LimitStop, Limits, NextStep, RiskLevel } from '@homeward/contract';
import type { Database } from '../../db/client';
import { Decimal } from '../../lib/decimal';
import { currencyDecimals, fromMinor, money, spokenMoney, toMinor } from '../../lib/money';
import type { TransferRepository } from '../transfers/repository';
import { limitsLowered, raiseWithSourceOfFunds, sourceOfFundsTask } from '../risk/effects';
import { inEnglish } from '../tasks/words';
import { assessTier, tierTitles, type TierAssessment } from './tier';

export interface LimitSettings {
  currency: string;
  tier1: { perTransfer: number; rolling30Days: number };
  tier2: { perTransfer: number; rolling30Days: number };
  /** What a high risk rating multiplies the limits by until a source of funds is approved. */
  riskHighFactor: number;
}

const WINDOW_DAYS = 30;

/** Why a customer cannot send at all, in the customer's words (said per request: words.ts). */
export const standingStopMessages = {
  blocked: 'Sending is paused on your account. Please contact support and we will help you.',
  profileIncomplete: 'Finish your profile to start sending money.',
  identityDocumentMissing: 'Add a photo ID to start sending money.',
} as const;
export const blockedMessage = standingStopMessages.blocked;

/**
 * Why a transfer of this amount cannot go, and how to raise the limit that stops it: built in
 * English with its amounts as `spokenMoney` writes them, said per request (words.ts reads the
 * amounts and the next step back out). A message is a stop sentence, then a space and a raise.
 */
export const amountStopMessages = {
  perTransfer: 'You can send up to {amount} in one transfer.',
  rolling30Days: 'You can send {left} more in the next 30 days (your limit is {limit}).',
  raiseByStep: '{step} to send up to {amount}.',
  raiseWithSourceOfFunds: raiseWithSourceOfFunds.trim(),
} as const;

/** The sending limits of a customer and the stops they put on a transfer (PRODUCT.md). */
export function limitService(deps: {
  transfers: TransferRepository;
  /** The customer's risk rating in force (risk module); in the caller's transaction if given. */
  riskLevel: (customerId: string, tx?: Database) => Promise<RiskLevel>;
  settings: LimitSettings;
  now?: () => Date;
}) {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());
  const toLimitMinor = (major: number) => toMinor(String(major), settings.currency);

  function tierLimits(assessment: TierAssessment, lowered = false) {
    if (assessment.tier === 0) return { perTransfer: 0, rolling: 0 };
    const tier = assessment.tier === 1 ? settings.tier1 : settings.tier2;
    const factor = lowered ? settings.riskHighFactor : 1;
    // Whole units of the currency, rounded down: a lowered limit is never above its share.
    const scaled = (major: number) => toLimitMinor(Math.floor(major * factor));
    return { perTransfer: scaled(tier.perTransfer), rolling: scaled(tier.rolling30Days) };
  }

  /** Why this customer cannot send at all, or null. */
  function standingStop(customer: Customer, assessment: TierAssessment): LimitStop | null {
    if (customer.is_blocked_for_sending) {
      return { code: 'blocked', message: blockedMessage, next_step: null };
    }
    if (assessment.missing === 'profile') {
      return {
        code: 'profile_incomplete',
        message: standingStopMessages.profileIncomplete,
        next_step: assessment.nextStep,
      };
    }
    if (assessment.missing === 'identity_document') {
      return {
        code: 'identity_document_missing',
        message: standingStopMessages.identityDocumentMissing,
        next_step: assessment.nextStep,
      };
    }
    return null;
  }

  const spoken = (minor: number) => spokenMoney(minor, settings.currency);

  function raise(step: NextStep | null, higher: number | null, lowered: boolean): string {
    if (lowered) return ` ${amountStopMessages.raiseWithSourceOfFunds}`;
    if (!step || higher === null) return '';
    return ` ${inEnglish(amountStopMessages.raiseByStep, { step: step.title, amount: spoken(higher) })}`;
  }

  return {
    windowStart: () => new Date(now().getTime() - WINDOW_DAYS * 24 * 3600_000),

    /** The rating in force, for `stopFor` (read by the caller, in its transaction). */
    riskLevel: deps.riskLevel,

    /** `riskLevel`: the rating in force when the caller has it (a signed-in read), else read. */
    async limits(customer: Customer, riskLevel?: RiskLevel): Promise<Limits> {
      const assessment = assessTier(customer);
      const [level, used] = await Promise.all([
        riskLevel ?? deps.riskLevel(customer.id),
        deps.transfers.usedSince(customer.id, this.windowStart()),
      ]);
      const lowered = limitsLowered(customer, level, now());
      const { perTransfer, rolling } = tierLimits(assessment, lowered);
      const stop = standingStop(customer, assessment);
      const currency = settings.currency;
      return {
        tier: assessment.tier,
        tier_title: tierTitles[assessment.tier],
        currency,
        can_send: stop === null && used < rolling,
        stop,
        per_transfer: money(perTransfer, currency),
        rolling_30_days: {
          limit: money(rolling, currency),
          used: money(used, currency),
          remaining: money(Math.max(0, rolling - used), currency),
        },
        next_step: lowered ? sourceOfFundsTask : assessment.nextStep,
        tiers: ([1, 2] as const).map((tier) => {
          const configured = tierLimits({ tier, missing: null, nextStep: null });
          return {
            tier,
            title: tierTitles[tier],
            per_transfer: money(configured.perTransfer, currency),
            rolling_30_days: money(configured.rolling, currency),
          };
        }),
      };
    },

    /**
     * The stop a transfer of `amountMinor` (in the limits' currency) meets, or null. `used` is
     * read by the caller, inside the transaction that holds the customer's lock.
     */
    stopFor(
      customer: Customer,
      amountMinor: number,
      used: number,
      risk: RiskLevel,
    ): LimitStop | null {
      const assessment = assessTier(customer);
      const stop = standingStop(customer, assessment);
      if (stop) return stop;
      const lowered = limitsLowered(customer, risk, now());
      const { perTransfer, rolling } = tierLimits(assessment, lowered);
      const higher = assessment.tier === 1 ? tierLimits({ ...assessment, tier: 2 }) : null;
      if (amountMinor > perTransfer) {
        return {
          code: 'per_transfer',
          message:
            inEnglish(amountStopMessages.perTransfer, { amount: spoken(perTransfer) }) +
            raise(assessment.nextStep, higher?.perTransfer ?? null, lowered),
          next_step: lowered ? sourceOfFundsTask : assessment.nextStep,
        };
      }
      if (used + amountMinor > rolling) {
        const left = Math.max(0, rolling - used);
        return {
          code: 'rolling_30_days',
          message:
            inEnglish(amountStopMessages.rolling30Days, {
              left: spoken(left),
              limit: spoken(rolling),
            }) + raise(assessment.nextStep, higher?.rolling ?? null, lowered),
          next_step: lowered ? sourceOfFundsTask : assessment.nextStep,
        };
      }
      return null;
    },

    /** An amount in the limits' currency, through the mid-market rate, rounded up. */
    inLimitCurrency(amountMinor: number, currency: string, midRateToLimit: string): number {
      if (currency === settings.currency) return amountMinor;
      const major = new Decimal(fromMinor(amountMinor, currency)).times(midRateToLimit);
      return toMinor(
        major.toDecimalPlaces(currencyDecimals(settings.currency), Decimal.ROUND_UP).toFixed(),
        settings.currency,
      );
    },
    currency: settings.currency,
  };
}
export type LimitService = ReturnType<typeof limitService>;
