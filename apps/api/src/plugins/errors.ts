import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, type LimitStop } from '@homeward/contract';
import {
  Conflict,
  DomainError,
  Forbidden,
  NotFound,
  StepUpRequired,
  TemporarilyUnavailable,
  TooManyAttempts,
  Unauthenticated,
  ValidationFailed,
  summarise,
} from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { requestLanguage } from '../lib/request-language';
import type { Say } from '../i18n/our-words';
import { requestRefusals } from '../i18n/messages';
import { translateFixed, translatorFor, type ServerLanguage } from '../i18n/translate';
import { valuedWordsOf } from '../i18n/valued-words';
import { stopIn } from '../modules/limits/words';
import { refusalWordsOf } from '../modules/quotes/words';
import { recipientRefusalWordsOf } from '../modules/recipients/refusal-words';

/**
 * Fastify's own client errors, answered in a fixed sentence of ours a person can act on, said
 * in the request's language; any other 4xx of Fastify's or a plugin's says the status's own.
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: requestRefusals.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: requestRefusals.emptyJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: requestRefusals.jsonOnly },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: requestRefusals.tooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: requestRefusals.contentLength },
};

/** The sentence of another client error, by its status. */
const clientErrorSentence = (status: number) =>
  status === 404
    ? messages.notFound
    : status === 413
      ? requestRefusals.tooLarge
      : status === 415
        ? requestRefusals.jsonOnly
        : requestRefusals.unreadable;

/**
 * NUL and unpaired surrogates: a JavaScript string can hold them, PostgreSQL text and jsonb
 * cannot (the query fails), and no one types them.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isNotText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
const NOT_TEXT_MESSAGE = requestRefusals.notText;

/**
 * The dotted paths of the parameters, query values and body fields (keys included) holding
 * such characters. Walks with its own stack: bodies can be nested thousands of levels deep.
 */
function fieldsThatAreNotText(input: unknown): string[] {
  if (input === null || typeof input !== 'object') return [];
  const found: string[] = [];
  const pending: [string, unknown][] = [['', input]];
  while (pending.length > 0) {
    const [path, value] = pending.pop() as [string, unknown];
    if (typeof value === 'string') {
      if (isNotText(value)) found.push(path || 'body');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (isNotText(key)) found.push(path || 'body');
        else pending.push([at, child]);
      }
    }
  }
  return found;
}

/** The one place where a domain error's meaning becomes an HTTP status. */
function domainStatus(error: DomainError): number {
  if (error instanceof Unauthenticated) return 401;
  if (error instanceof Forbidden) return 403;
  if (error instanceof NotFound) return 404;
  if (error instanceof Conflict) return 409;
  if (error instanceof StepUpRequired) return 423;
  if (error instanceof TooManyAttempts) return 429;
  if (error instanceof TemporarilyUnavailable) return 503;
  return 422;
}

/** When to try again, for the meanings that have one. */
function domainHeaders(error: DomainError): Record<string, string> {
  if (error instanceof TooManyAttempts || error instanceof TemporarilyUnavailable) {
    return { 'retry-after': String(error.retryAfterSeconds) };
  }
  return {};
}

/**
 * An error's sentence in the request's language: a fixed sentence the API translates
 * (i18n/messages.ts), a refusal with a value in it that the API says (a quote's smallest
 * amount, a limit's stop: quotes/words.ts), another of our sentences with values
 * (`valuedSentences`: a code's cool-down, a wait) or a recipient's refused detail
 * (recipients/refusal-words.ts); any other sentence stays as it was written.
 */
function errorWordsOf(language: ServerLanguage): Say {
  const refusals = refusalWordsOf(language);
  const valued = valuedWordsOf(language);
  const recipients = recipientRefusalWordsOf(language);
  return (sentence) => {
    for (const say of [(text: string) => translateFixed(language, text), refusals, valued]) {
      const said = say(sentence);
      if (said !== sentence) return said;
    }
    return recipients(sentence);
  };
}

/**
 * A 422's field messages and summary in the request's language, each sentence said by `say`.
 */
function inLanguage(
  language: ServerLanguage,
  say: Say,
  errors: Record<string, string[]>,
  message: string,
): { message: string; errors: Record<string, string[]> } {
  const translated: Record<string, string[]> = Object.create(null);
  for (const [field, list] of Object.entries(errors)) {
    translated[field] = list.map(say);
  }
  // A summary is made again from the translated fields; a message of its own is said.
  const summary =
    message === summarise(errors) ? summarise(translated, translatorFor(language)) : say(message);
  return { message: summary, errors: translated };
}

const isLimitStop = (value: unknown): value is LimitStop =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string';

/** An error's `extra` with the limit stop it carries (a transfer's 403) said by `say`. */
const extraIn = (extra: Record<string, unknown>, say: Say): Record<string, unknown> =>
  isLimitStop(extra.stop) ? { ...extra, stop: stopIn(extra.stop, say) } : extra;

/**
 * One error handler for the whole API, answering in Laravel's shapes (the spec's client reads
 * them): 422 `{message, errors}` for validation, `{message}` for everything else, and never the
 * internals of a 5xx.
 */
export const errorsPlugin = fp(async (app) => {
  // The API speaks JSON only; a text/plain body gets a clear 415 instead of a confusing 422.
  app.removeContentTypeParser('text/plain');

  // A body-less POST validates like an empty form, so the customer sees "field is required".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
    const errors: Record<string, string[]> = Object.create(null);
    for (const input of [request.params, request.query, request.body]) {
      for (const field of fieldsThatAreNotText(input)) errors[field] = [NOT_TEXT_MESSAGE];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const say = errorWordsOf(language);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Keys come from the request ("toString", "__proto__" as query parameters): no prototype.
      const errors: Record<string, string[]> = Object.create(null);
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const message =
          key === 'body'
            ? requestRefusals.notAnObject
            : (issue.message ?? requestRefusals.invalidValue);
        (errors[key] ??= []).push(message);
      }
      return reply.code(422).send(inLanguage(language, say, errors, summarise(errors)));
    }
    if (error instanceof ValidationFailed) {
      return reply
        .code(422)
        .send({ ...error.extra, ...inLanguage(language, say, error.errors, error.message) });
    }
    if (error instanceof DomainError) {
      return reply
        .code(domainStatus(error))
        .headers(domainHeaders(error))
        .send({ ...extraIn(error.extra, say), message: say(error.message) });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: say(error.message) });
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code];
    if (known) return reply.code(known.status).send({ message: say(known.message) });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's or a plugin's English ("Unsupported Media Type: …") is for its logs.
      request.log.info({ err: error }, 'client error');
      return reply
        .code(error.statusCode)
        .send({ message: say(clientErrorSentence(error.statusCode)) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: translateFixed(language, messages.serverError) });
  });
});
