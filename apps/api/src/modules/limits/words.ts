import type { FastifyRequest } from 'fastify';
import type { LimitStop, Limits, Quote } from '@homeward/contract';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { ourWords, type Say } from '../../i18n/our-words';
import { everyTaskSentence, taskIn } from '../tasks/words';
import { standingStopMessages } from './service';
import { tierTitles } from './tier';

/** What the limits say of themselves: the tiers' names and why sending is stopped. */
export const limitSentences: readonly string[] = [
  ...Object.values(tierTitles),
  ...Object.values(standingStopMessages),
];

/** The limits' words of a request's language: theirs, and their next step's (a task). */
export const limitWordsIn = ourWords([...limitSentences, ...everyTaskSentence]);

/**
 * A stop in the request's language. A stop over an amount ("You can send up to AUD 1,000.00 in
 * one transfer.") is not one of ours yet: it passes in English as before.
 */
export const stopIn = (stop: LimitStop, say: Say): LimitStop => ({
  ...stop,
  message: say(stop.message),
  next_step: stop.next_step && taskIn(stop.next_step, say),
});

/** The limits answer with its tiers' names, its next step and its standing stop said. */
export const limitsIn = (limits: Limits, say: Say): Limits => ({
  ...limits,
  tier_title: say(limits.tier_title),
  stop: limits.stop && stopIn(limits.stop, say),
  next_step: limits.next_step && taskIn(limits.next_step, say),
  tiers: limits.tiers.map((tier) => ({ ...tier, title: say(tier.title) })),
});

/** A quote for this request: the limit stop it meets, if any, said as the limits say it. */
export function quoteWordsFor(request: FastifyRequest) {
  const say = limitWordsIn(translatorFor(requestLanguage(request)));
  return (quote: Quote): Quote => ({
    ...quote,
    limit_stop: quote.limit_stop && stopIn(quote.limit_stop, say),
  });
}
