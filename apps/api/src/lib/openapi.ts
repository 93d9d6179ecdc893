import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z, type ZodType } from 'zod';

/**
 * The OpenAPI document of the API (decision 0032): generated from the routes' zod schemas by
 * @fastify/swagger and fastify-type-provider-zod's transform; this file adds what the schemas do
 * not say: each route's area (its tag), who may call it (security), and the error answers every
 * route shares (the contract's `{message}` and `{message, errors}`).
 */

/**
 * Parts of a route that only the document reads: for routes that read their raw body themselves
 * (signed webhooks, the Pusher HTTP API), answer HTML, or answer nothing (204), where a Fastify
 * schema would parse or serialize what the handler must see or send untouched.
 */
export interface DocumentedOnly {
  body?: ZodType;
  querystring?: ZodType;
  params?: ZodType;
  response?: Record<
    number,
    ZodType | { description: string; content: Record<string, { schema: ZodType }> }
  >;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Read by the OpenAPI document only; see DocumentedOnly. */
    documentedOnly?: DocumentedOnly;
  }
}

type Security = OpenAPIV3_1.SecurityRequirementObject[];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** One way in: every scheme named must be given (none: anyone may call). */
const needs = (...schemes: string[]): OpenAPIV3_1.SecurityRequirementObject =>
  Object.fromEntries(schemes.map((scheme) => [scheme, []]));
// Decision 0001: the session cookie, and its XSRF token echoed on every state change.
const customerSession = (safe: boolean): Security => [
  safe ? needs('customerSession') : needs('customerSession', 'xsrfToken'),
];

/** The API's areas, one tag each; a route outside them is no part of the API (files, pages). */
const AREAS: { tag: string; prefixes: string[]; security: (safe: boolean) => Security }[] = [
  {
    tag: 'Customer API',
    prefixes: ['/client/', '/sanctum/'],
    security: customerSession,
  },
  {
    tag: 'Admin API',
    prefixes: ['/admin/'],
    // The console's session with its own anti-forgery header, or the ops CLI's service token.
    security: (safe) => [
      safe ? needs('staffSession') : needs('staffSession', 'staffCsrf'),
      needs('staffToken'),
    ],
  },
  {
    tag: 'Webhooks',
    prefixes: ['/webhooks/'],
    security: () => [needs('paymentSignature')],
  },
  {
    tag: 'Pusher',
    prefixes: ['/broadcasting/'],
    security: customerSession,
  },
  { tag: 'Pusher', prefixes: ['/apps/'], security: () => [needs('pusherSignature')] },
  { tag: 'Operations', prefixes: ['/health/'], security: () => [] },
  // Open outside production; production asks for METRICS_TOKEN.
  { tag: 'Operations', prefixes: ['/metrics'], security: () => [needs('metricsToken'), needs()] },
  // The sandbox provider's hosted checkout: the checkout id in the link is the payer's credential.
  { tag: 'Sandbox checkout', prefixes: ['/sandbox/'], security: () => [] },
  { tag: 'Development', prefixes: ['/dev/'], security: () => [] },
];

export const areaOf = (url: string) =>
  AREAS.find((area) => area.prefixes.some((prefix) => url.startsWith(prefix)));

export const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'Customer API', description: 'What the customer SPA calls (`/client/v1`, `/sanctum`).' },
  { name: 'Admin API', description: 'What the back office and the ops CLI call (`/admin/v1`).' },
  { name: 'Webhooks', description: "Payment providers' signed events." },
  {
    name: 'Pusher',
    description:
      "Channel authorisation for the SPA (`/broadcasting`) and the built-in server's Pusher HTTP API (`/apps`).",
  },
  { name: 'Operations', description: 'Health checks and Prometheus metrics.' },
  { name: 'Sandbox checkout', description: "The sandbox payment provider's hosted pages." },
  { name: 'Development', description: 'Only outside production.' },
];

export const SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  customerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'homeward_session',
    description: 'The session cookie, set by GET /sanctum/csrf-cookie and by signing in.',
  },
  xsrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: "The XSRF-TOKEN cookie's value, echoed on every state-changing request.",
  },
  staffSession: { type: 'apiKey', in: 'cookie', name: 'homeward_staff' },
  staffCsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'x-staff-csrf',
    description: "The staff session's anti-forgery token, on every state-changing request.",
  },
  staffToken: {
    type: 'http',
    scheme: 'bearer',
    description: "A staff service token (the ops CLI's).",
  },
  paymentSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'sandbox-signature',
    description: 'The provider signs the raw body with the shared webhook secret.',
  },
  pusherSignature: {
    type: 'apiKey',
    in: 'query',
    name: 'auth_signature',
    description:
      "Pusher's signed query: auth_key, auth_timestamp, auth_version, body_md5 and auth_signature.",
  },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, in production.' },
};

const ERROR = '#/components/schemas/ErrorAnswer';
const VALIDATION_ERROR = '#/components/schemas/ValidationErrorAnswer';

/** The contract's error answers (packages/contract/src/errors.ts), once for every route. */
export const ERROR_SCHEMAS: Record<string, OpenAPIV3_1.SchemaObject> = {
  ErrorAnswer: {
    type: 'object',
    description:
      'Every error answer: a message a person can act on; some carry more (what a step-up needs…).',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['message'],
  },
  ValidationErrorAnswer: {
    type: 'object',
    description: "Laravel's validation answer: a summary, and each field's messages.",
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
    required: ['message', 'errors'],
  },
};

const json = (ref: string, description: string): OpenAPIV3_1.ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: ref } } },
});

/** The error answers any route may give, unless it documents its own. */
const ERROR_RESPONSES: Record<string, OpenAPIV3_1.ResponseObject> = {
  '422': json(VALIDATION_ERROR, 'The input is not valid.'),
  '4XX': json(ERROR, 'Refused: not signed in (401), not allowed (403), not found (404), …'),
  '5XX': json(ERROR, 'A fault on our side, or a service we need is unavailable.'),
};

type RouteSchema = FastifySchema & { hide?: boolean; security?: Security };

/** Each route's operation: its area, its security, and what only the document reads. */
export const documentRoute: SwaggerTransform = (input) => {
  const area = areaOf(input.url);
  if (!area) return { schema: { hide: true } as FastifySchema, url: input.url };
  const { documentedOnly, ...schema } = (input.schema ?? {}) as RouteSchema;
  const responses = { ...(schema.response as object | undefined), ...documentedOnly?.response };
  const method = [input.route.method].flat()[0] ?? 'GET';
  return jsonSchemaTransform({
    ...input,
    schema: {
      tags: [area.tag],
      security: area.security(SAFE_METHODS.has(method)),
      ...schema,
      ...documentedOnly,
      // Without any, @fastify/swagger documents a 200 "Default Response" of no given shape.
      ...(Object.keys(responses).length > 0 && { response: responses }),
    } as FastifySchema,
  });
};

/** The whole document: zod's shared components, the error answers and the security schemes. */
export const finishDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenAPIV3_1.Document;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations ?? {})) {
      if (typeof operation !== 'object' || !('responses' in operation)) continue;
      const responses = (operation as OpenAPIV3_1.OperationObject).responses ?? {};
      for (const [status, response] of Object.entries(ERROR_RESPONSES))
        responses[status] ??= response;
      (operation as OpenAPIV3_1.OperationObject).responses = responses;
    }
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...ERROR_SCHEMAS },
    securitySchemes: SECURITY_SCHEMES,
  };
  return document;
};

/** A route's answer with no body: 204. */
export const noContent = { 204: z.null().describe('Done; there is nothing to answer.') };

/** A route's file answer (a receipt, a statement, an export): its media types, any bytes. */
export const fileAnswer = (description: string, ...types: string[]) => ({
  200: {
    description,
    content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])),
  },
});
