import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@homeward/contract';
import { HttpError, ValidationFailed, summarise } from '../lib/http-errors';

/** Fastify's own client errors, answered in words a person can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
};

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
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        const message =
          key === 'body'
            ? 'The request body must be a JSON object.'
            : (issue.message ?? 'Invalid value.');
        (errors[key] ??= []).push(message);
      }
      return reply.code(422).send({ message: summarise(errors), errors });
    }
    if (error instanceof ValidationFailed) {
      return reply.code(422).send({ ...error.extra, message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.extra, message: error.message });
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code];
    if (known) return reply.code(known.status).send({ message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: messages.serverError });
  });
});
