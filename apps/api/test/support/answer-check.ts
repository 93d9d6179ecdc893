import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Answer } from '../../src/app';
import { areaOf } from '../../src/lib/openapi';

/** A route's pattern as the document writes it: `/x/:id` is `/x/{id}`, a wildcard `{*}`. */
export const documentPath = (route: string) =>
  route.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{*}');

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks real answers against the OpenAPI document: the status must be documented for the
 * route (exactly, or as 4XX/5XX) and a JSON body must match that response's schema. Mismatches
 * are kept, not thrown, so the suite's own assertions still run; the test app fails them.
 */
export function answerChecker() {
  let checked: { document: OpenAPIV3_1.Document; ajv: Ajv2020 } | undefined;
  const compiled = new Map<string, ValidateFunction>();
  const mismatches: string[] = [];

  const schemaFor = (ajv: Ajv2020, ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${ref}` });
      compiled.set(ref, validate);
    }
    return validate;
  };

  function check(answer: Answer) {
    // Files and pages (the SPA's, the reference's own) are no part of the API.
    if (!checked || !areaOf(answer.route)) return;
    const { document, ajv } = checked;
    const path = documentPath(answer.route);
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    const where = `${answer.method} ${answer.route} → ${answer.status}`;
    const operation = document.paths?.[path]?.[method as OpenAPIV3_1.HttpMethods];
    if (!operation) {
      mismatches.push(`${where}: the route is not in the document`);
      return;
    }
    const status = String(answer.status);
    const documented = [status, `${status[0]}XX`, 'default'].find(
      (key) => operation.responses?.[key],
    );
    if (!documented) {
      mismatches.push(`${where}: the status is not documented`);
      return;
    }
    const type = answer.contentType?.split(';')[0]?.trim();
    if (answer.method === 'HEAD' || type !== 'application/json' || answer.payload === undefined)
      return;
    const response = operation.responses?.[documented] as OpenAPIV3_1.ResponseObject;
    if (!response.content?.['application/json']?.schema) {
      mismatches.push(`${where}: the document gives no JSON body for this answer`);
      return;
    }
    const validate = schemaFor(
      ajv,
      `/${pointer('paths', path, method, 'responses', documented, 'content', 'application/json', 'schema')}`,
    );
    if (!validate(JSON.parse(answer.payload))) {
      mismatches.push(
        `${where}: ${ajv.errorsText(validate.errors)}\n  body: ${answer.payload.slice(0, 500)}`,
      );
    }
  }

  return {
    check,
    mismatches,
    /** The document the answers are checked against (the app's own, once it is ready). */
    use(openapi: OpenAPIV3_1.Document) {
      const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
      addFormats.default(ajv);
      ajv.addSchema(structuredClone(openapi), 'openapi.json');
      checked = { document: openapi, ajv };
    },
  };
}

export type AnswerChecker = ReturnType<typeof answerChecker>;
