import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Conflict,
  Forbidden,
  NotFound,
  RefusedTransition,
  TemporarilyUnavailable,
  TooManyAttempts,
  Unauthenticated,
  ValidationFailed,
} from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { errorsPlugin } from './errors';

/** What each route throws: a domain error by meaning, or a route's own HTTP answer. */
const thrown: Record<string, () => Error> = {
  unauthenticated: () => new Unauthenticated(),
  forbidden: () =>
    new Forbidden('You cannot send money right now.', {
      stop: { code: 'blocked', message: 'You cannot send money right now.', next_step: null },
    }),
  'not-found': () => new NotFound(),
  'not-found-named': () => new NotFound('No document 42.'),
  conflict: () => new Conflict('This price was already confirmed.', { transaction_id: 't-1' }),
  'refused-transition': () => new RefusedTransition('A transfer cannot go from paid to expired.'),
  'validation-failed': () =>
    new ValidationFailed(
      { quote_id: ['This price has expired.'], recipient_id: ['Choose a recipient.'] },
      { code: 'quote_expired' },
    ),
  'too-many-attempts': () => new TooManyAttempts('Too many wrong codes.', 12.2),
  'too-many-attempts-now': () => new TooManyAttempts('Too many wrong codes.', 0),
  unavailable: () => new TemporarilyUnavailable('Rates are out of date.', 60),
  'http-error': () => new HttpError(419, 'CSRF token mismatch.', { 'x-why': 'csrf' }),
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  for (const [name, error] of Object.entries(thrown)) {
    app.get(`/${name}`, async () => {
      throw error();
    });
  }
  await app.ready();
});
afterAll(() => app.close());

const answer = async (name: string) => {
  const response = await app.inject({ url: `/${name}` });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('the error handler answers each domain error by its meaning', () => {
  it.each([
    ['unauthenticated', 401, { message: 'Unauthenticated.' }],
    [
      'forbidden',
      403,
      {
        stop: { code: 'blocked', message: 'You cannot send money right now.', next_step: null },
        message: 'You cannot send money right now.',
      },
    ],
    ['not-found', 404, { message: 'Not found.' }],
    ['not-found-named', 404, { message: 'No document 42.' }],
    ['conflict', 409, { transaction_id: 't-1', message: 'This price was already confirmed.' }],
    ['refused-transition', 409, { message: 'A transfer cannot go from paid to expired.' }],
    [
      'validation-failed',
      422,
      {
        code: 'quote_expired',
        message: 'This price has expired. (and 1 more error)',
        errors: { quote_id: ['This price has expired.'], recipient_id: ['Choose a recipient.'] },
      },
    ],
    ['too-many-attempts', 429, { message: 'Too many wrong codes.' }],
    ['unavailable', 503, { message: 'Rates are out of date.' }],
  ])('%s: %i', async (name, status, body) => {
    const got = await answer(name);
    expect(got.status).toBe(status);
    // The exact bytes: the spec's client reads these shapes, key order included.
    expect(JSON.stringify(got.body)).toBe(JSON.stringify(body));
  });

  it('says when to try again after too many attempts, in whole seconds (at least one)', async () => {
    expect((await answer('too-many-attempts')).headers['retry-after']).toBe('13');
    expect((await answer('too-many-attempts-now')).headers['retry-after']).toBe('1');
    expect((await answer('unavailable')).headers['retry-after']).toBe('60');
  });

  it('sends no Retry-After for meanings without one', async () => {
    for (const name of ['unauthenticated', 'forbidden', 'not-found', 'conflict']) {
      expect((await answer(name)).headers['retry-after'], name).toBeUndefined();
    }
  });

  it('still answers a route’s own HTTP error with its status and headers', async () => {
    const got = await answer('http-error');
    expect(got.status).toBe(419);
    expect(got.headers['x-why']).toBe('csrf');
    expect(got.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('names each error by its class, for logs and the ops CLI', () => {
    expect(new Forbidden('No.').name).toBe('Forbidden');
    expect(new ValidationFailed({ otp: ['Wrong code.'] }).name).toBe('ValidationFailed');
    expect(new TooManyAttempts('Slow down.', 1).name).toBe('TooManyAttempts');
  });
});
