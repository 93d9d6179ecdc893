import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';
import { MAX_DOCUMENT_PAGE_BYTES } from '@homeward/contract';
import { ValidationFailed } from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { requestRefusals } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its multipart files itself (document pages); others get fields only. */
    takesFiles?: boolean;
  }
}

/** More parts than any document type has pages: past this an upload is refused outright. */
export const MAX_UPLOAD_FILES = 12;
/** Forms are small: a sign-up, an address, a recipient. */
const FORM_BODY_LIMIT = 64 * 1024;
const MAX_FORM_FIELDS = 100;

/**
 * Nested keys as PHP reads them (address[city]=Sydney, tags[]=a): the same shapes a JSON body
 * has, so every route validates a form as it validates JSON. Null-prototype objects and qs's
 * refusal of prototype keys keep `__proto__[x]=1` harmless.
 */
export function readForm(text: string): Record<string, unknown> {
  return qs.parse(text, {
    depth: 5,
    parameterLimit: MAX_FORM_FIELDS,
    arrayLimit: 50,
    plainObjects: true,
    allowPrototypes: false,
    // PHP keeps the last of repeated keys (a=1&a=2 is "2"); tags[]=a&tags[]=b is a list.
    duplicates: 'last',
  });
}

/** The text fields of a multipart body as a form; a file is refused. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields = new URLSearchParams();
  const parts = request.parts({
    limits: { fields: MAX_FORM_FIELDS, fieldSize: 4096, files: MAX_UPLOAD_FILES },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      throw new ValidationFailed({ body: [requestRefusals.noFiles] });
    }
    fields.append(part.fieldname, String(part.value));
  }
  return readForm(fields.toString());
}

/**
 * Request bodies as Laravel reads them, since the spec's client is a Laravel SPA: JSON, forms
 * and multipart/form-data on every route, and an empty body of any of them (axios.post(url)
 * sends one) is an empty object. Register before the error plugin's hooks and the routes.
 */
export const bodiesPlugin = fp(async (app) => {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, {});
    else json(request, text, done);
  });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, readForm(String(body))),
  );

  await app.register(multipart, {
    // Oversized pages are cut at the limit and reported by page, not refused as a whole.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_DOCUMENT_PAGE_BYTES,
      files: MAX_UPLOAD_FILES,
      parts: MAX_UPLOAD_FILES + 4,
      fields: 4,
      fieldSize: 1024,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || request.routeOptions.config.takesFiles) return;
    // An empty body is an empty form, whatever its type says.
    if (request.headers['content-length'] === '0') {
      request.body = {};
      return;
    }
    try {
      request.body = await multipartFields(request);
    } catch (error) {
      if (error instanceof ValidationFailed) throw error;
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status >= 400 && status < 500) throw error;
      throw new HttpError(400, requestRefusals.notMultipart);
    }
  });
});
