import type { FastifyRequest } from 'fastify';
import type { LimitStop, Limits, Quote } from '@homeward/contract';
import { speakerFor } from '../../i18n/speaker';
import { translatorFor, type ServerLanguage } from '../../i18n/translate';
import { readSpokenMoney } from '../../lib/money';
import { requestLanguage } from '../../lib/request-language';
import { ourOpenings, ourWords, sayValues, type Say, type SayValue } from '../../i18n/our-words';
import { everyTaskSentence, taskIn } from '../tasks/words';
import { amountStopMessages, standingStopMessages } from './service';
import { tierTitles } from './tier';

/** What the limits say of themselves: the tiers' names, and why sending is stopped. */
export const limitSentences: readonly string[] = [
  ...Object.values(tierTitles),
  ...Object.values(standingStopMessages),
];

/** The limits' words of a request's language: theirs, and their next step's (a task). */
export const limitWordsIn = ourWords([...limitSentences, ...everyTaskSentence]);

/** Every sentence a stop over an amount is made of (limits/service.ts). */
export const amountStopSentences: readonly string[] = Object.values(amountStopMessages);

const stopOpenings = ourOpenings([
  amountStopMessages.perTransfer,
  amountStopMessages.rolling30Days,
]);
const raiseWordsIn = ourWords([
  amountStopMessages.raiseByStep,
  amountStopMessages.raiseWithSourceOfFunds,
]);

/** An amount read back out of an English message ("AUD 1,000.00"), as `language` writes it. */
export function amountIn(language: ServerLanguage): (text: string) => string {
  const speaker = speakerFor(language);
  return (text) => {
    const amount = readSpokenMoney(text);
    return amount ? speaker.money(amount) : text;
  };
}

/**
 * The limits' words in `language`, a stop over an amount too: its sentence and the raise after
 * it are said apart, with their amounts as the language writes them ("1.000,00 AUD") and the
 * next step it names said as the task says it.
 */
export function limitWordsOf(language: ServerLanguage): Say {
  const t = translatorFor(language);
  const say = limitWordsIn(t);
  const amount = amountIn(language);
  const sayValue: SayValue = (name, value) => (name === 'step' ? say(value) : amount(value));
  const raise = raiseWordsIn(t, sayValue);
  return (text) => {
    const stop = stopOpenings(text);
    if (!stop) return say(text);
    const said = t(stop.sentence, sayValues(stop.values, sayValue));
    if (stop.rest === '') return said;
    return stop.rest.startsWith(' ') ? `${said} ${raise(stop.rest.slice(1))}` : text;
  };
}

/** A stop in the request's language, its next step too. */
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
  const say = limitWordsOf(requestLanguage(request));
  return (quote: Quote): Quote => ({
    ...quote,
    limit_stop: quote.limit_stop && stopIn(quote.limit_stop, say),
  });
}
