import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  type Schedule,
  type ScheduleOccurrence,
  type ScheduleReview,
} from '@homeward/contract';
import { ourWords, type Say } from '../../i18n/our-words';
import { speakerFor } from '../../i18n/speaker';
import { PSEUDO_LANGUAGE, translatorFor, type ServerLanguage } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { quoteWordsFor } from '../limits/words';
import { refusalWordsOf } from '../quotes/words';
import { SKIPPED_NOTE, stopReasons } from './service';

/**
 * Why a schedule stopped, and the note on a day skipped or failed, are kept in English with the
 * schedule (its mail was written in the customer's language then); each answer says them in the
 * language the request asks for. A day that failed notes the limit's stop or why no price could
 * be made, said as the quote's refusals are (quotes/words.ts), amounts too.
 */
const scheduleWordsIn = ourWords([...Object.values(stopReasons), SKIPPED_NOTE]);

/** A schedule's words in `language`: its own, the quote's refusals and the limits' stops. */
export function scheduleWordsOf(language: ServerLanguage): Say {
  const own = scheduleWordsIn(translatorFor(language));
  const refusals = refusalWordsOf(language);
  return (text) => {
    const said = own(text);
    return said === text ? refusals(text) : said;
  };
}

/** Each corridor's destination country code, by corridor id. */
type DestinationCodes = () => Promise<ReadonlyMap<number, string>>;

/**
 * The schedule's destination country in `language`, from its code (Intl.DisplayNames, as the
 * app names countries). English keeps the API's own name, as the app does.
 */
async function countryNamesOf(language: ServerLanguage, destinationCodes: DestinationCodes) {
  if (language === DEFAULT_LANGUAGE || language === PSEUDO_LANGUAGE) {
    return (schedule: Schedule) => schedule.destination_country;
  }
  const codes = await destinationCodes();
  const speaker = speakerFor(language);
  return (schedule: Schedule) => {
    const code = codes.get(schedule.corridor_id);
    const name = code && speaker.country(code);
    return name && name !== code ? name : schedule.destination_country;
  };
}

/**
 * Says a schedule's answer for this request: its destination, its reason to stop and its days'
 * notes.
 */
export async function scheduleWordsFor(
  request: FastifyRequest,
  destinationCodes: DestinationCodes,
) {
  const language = requestLanguage(request);
  const say = scheduleWordsOf(language);
  const countryOf = await countryNamesOf(language, destinationCodes);
  const noted = (occurrence: ScheduleOccurrence): ScheduleOccurrence => ({
    ...occurrence,
    note: occurrence.note === null ? null : say(occurrence.note),
  });
  const scheduleIn = (schedule: Schedule): Schedule => ({
    ...schedule,
    destination_country: countryOf(schedule),
    stopped_reason: schedule.stopped_reason === null ? null : say(schedule.stopped_reason),
    prepared: schedule.prepared && noted(schedule.prepared),
    occurrences: schedule.occurrences.map(noted),
  });
  const quoteIn = quoteWordsFor(request);
  return {
    schedule: scheduleIn,
    /** The review of a prepared day: its schedule, its day's note and its price's limit stop. */
    review: (review: ScheduleReview): ScheduleReview => ({
      ...review,
      schedule: scheduleIn(review.schedule),
      occurrence: noted(review.occurrence),
      quote: quoteIn(review.quote),
    }),
  };
}
