import type { FastifyRequest } from 'fastify';
import type { Schedule } from '@homeward/contract';
import { ourWords } from '../../i18n/our-words';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { stopReasons } from './service';

/**
 * Why a schedule stopped is kept in English with the schedule (its mail was written in the
 * customer's language then); each answer says it in the language the request asks for.
 */
const scheduleWordsIn = ourWords(Object.values(stopReasons));

/** Says a schedule's answer for this request: its reason to stop, when it has one. */
export function scheduleWordsFor(request: FastifyRequest) {
  const say = scheduleWordsIn(translatorFor(requestLanguage(request)));
  return (schedule: Schedule): Schedule => ({
    ...schedule,
    stopped_reason: schedule.stopped_reason === null ? null : say(schedule.stopped_reason),
  });
}
