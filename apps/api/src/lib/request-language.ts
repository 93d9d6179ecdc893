import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageFromHeader } from '@homeward/contract';
import { PSEUDO_LANGUAGE, type ServerLanguage } from '../i18n/translate';

/**
 * The language a request asks to be answered in (the app sends its own as Accept-Language);
 * the app's pseudo-locale gets the server's text pseudo-localized too.
 */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  const header = request.headers['accept-language'];
  if (header?.trim().toLowerCase().startsWith(PSEUDO_LANGUAGE.toLowerCase()))
    return PSEUDO_LANGUAGE;
  return languageFromHeader(header) ?? DEFAULT_LANGUAGE;
}
