import { payoutMethodLabels } from '@homeward/contract';
import { ourWords, type Say } from '../../i18n/our-words';
import { translatorFor, type ServerLanguage } from '../../i18n/translate';
import { amountIn, limitWordsOf } from '../limits/words';
import { quoteRefusals } from './service';

/** Why a price could not be made, as the quote service says it. */
export const quoteRefusalSentences: readonly string[] = Object.values(quoteRefusals);

const methodLabels = new Set<string>(Object.values(payoutMethodLabels));
const quoteRefusalWordsIn = ourWords(quoteRefusalSentences);

/**
 * Why a price, or a transfer from it, is refused, in `language`: the quote's refusals with
 * their amount as the language writes it ("10,00 AUD") and the payout method as the app names
 * it, and the limits' stops (limits/words.ts). A quote's 422, a transfer's 403 and a
 * schedule's day that failed on either say them here; any other text passes as it is.
 */
export function refusalWordsOf(language: ServerLanguage): Say {
  const t = translatorFor(language);
  const amount = amountIn(language);
  const own = quoteRefusalWordsIn(t, (name, value) =>
    name === 'method' ? (methodLabels.has(value) ? t(value) : value) : amount(value),
  );
  const limits = limitWordsOf(language);
  return (text) => {
    const said = own(text);
    return said === text ? limits(text) : said;
  };
}
