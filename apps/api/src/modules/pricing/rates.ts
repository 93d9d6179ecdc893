import { z } from 'zod';
import { Decimal } from '../../lib/decimal';
import type { PricingRepository } from './repository';

/** A mid-market rate: how many `quote` units one `base` unit buys, and when it was true. */
export interface MidMarketRate {
  rate: string;
  asOf: Date;
}

/** Where mid-market rates come from; the pricing service checks their age. */
export interface RateProvider {
  /** The rate, or null when the provider has none for the pair. */
  midRate(base: string, quote: string): Promise<MidMarketRate | null>;
}

/** Rates to the same currency are 1, always fresh (limits in AUD for AUD transfers). */
function identity(base: string, quote: string): MidMarketRate | null {
  return base === quote ? { rate: '1', asOf: new Date() } : null;
}

/**
 * The built-in provider: the rates table, kept by `npm run ops -- rates:set`. A pair stored only
 * the other way round is inverted.
 */
export function tableRateProvider(pricing: PricingRepository): RateProvider {
  return {
    async midRate(base, quote) {
      const same = identity(base, quote);
      if (same) return same;
      const direct = await pricing.rate(base, quote);
      if (direct) return { rate: direct.rate, asOf: direct.asOf };
      const inverse = await pricing.rate(quote, base);
      if (!inverse) return null;
      return {
        rate: new Decimal(1).dividedBy(inverse.rate).toDecimalPlaces(10).toString(),
        asOf: inverse.asOf,
      };
    },
  };
}

/** The feed's answer: `GET {url}?base=AUD` (the shape of the common rate APIs). */
const feedSchema = z.object({
  base: z.string(),
  /** Unix seconds of the rates. */
  timestamp: z.number(),
  rates: z.record(z.string(), z.union([z.number().positive(), z.string().regex(/^\d+(\.\d+)?$/)])),
});

/**
 * A real rates feed, by configuration (RATES_URL). Answers are kept for a minute per base
 * currency so quoting does not call the feed for every price; a feed that fails leaves the
 * last rates in use until they are too old, and the pricing service then stops quoting.
 */
export function httpRateProvider(
  url: string,
  options: { fetch?: typeof fetch; cacheMs?: number; now?: () => number } = {},
): RateProvider {
  const fetchFeed = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { fetchedAt: number; feed: z.infer<typeof feedSchema> }>();

  async function feedFor(base: string) {
    const cached = cache.get(base);
    if (cached && now() - cached.fetchedAt < cacheMs) return cached.feed;
    try {
      const target = new URL(url);
      target.searchParams.set('base', base);
      const response = await fetchFeed(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`rates feed answered ${response.status}`);
      const feed = feedSchema.parse(await response.json());
      cache.set(base, { fetchedAt: now(), feed });
      return feed;
    } catch (error) {
      if (cached) return cached.feed;
      throw error;
    }
  }

  return {
    async midRate(base, quote) {
      const same = identity(base, quote);
      if (same) return same;
      const feed = await feedFor(base);
      const rate = feed.rates[quote];
      if (rate === undefined) return null;
      // Numbers in JSON print back to their shortest exact decimal, so String() loses nothing.
      return { rate: String(rate), asOf: new Date(feed.timestamp * 1000) };
    },
  };
}
