import type { FastifyRequest } from 'fastify';
import type { Schedule, ScheduleOccurrence } from '@homeward/contract';
import { ourWords } from '../../i18n/our-words';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { limitSentences } from '../limits/words';
import { SKIPPED_NOTE, stopReasons } from './service';

/**
 * Why a schedule stopped, and the note on a day skipped or failed, are kept in English with the
 * schedule (its mail was written in the customer's language then); each answer says them in the
 * language the request asks for. A day that failed on a limit notes the limit's stop: a standing
 * stop is ours; one over an amount is not yet, and stays English.
 */
const scheduleWordsIn = ourWords([...Object.values(stopReasons), SKIPPED_NOTE, ...limitSentences]);

/** Says a schedule's answer for this request: its reason to stop, when it has one. */
export function scheduleWordsFor(request: FastifyRequest) {
  const say = scheduleWordsIn(translatorFor(requestLanguage(request)));
  const noted = (occurrence: ScheduleOccurrence): ScheduleOccurrence => ({
    ...occurrence,
    note: occurrence.note === null ? null : say(occurrence.note),
  });
  return (schedule: Schedule): Schedule => ({
    ...schedule,
    stopped_reason: schedule.stopped_reason === null ? null : say(schedule.stopped_reason),
    prepared: schedule.prepared && noted(schedule.prepared),
    occurrences: schedule.occurrences.map(noted),
  });
}
