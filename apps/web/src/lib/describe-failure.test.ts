import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { describeFailure, describeFirstProblem, isNotFound, isSignedOut } from './describe-failure';

const GENERIC = 'Something went wrong on our side. Please try again.';

describe('describeFailure', () => {
  it('asks the customer to check their connection when the server could not be reached', () => {
    expect(describeFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'We could not reach the server. Please check your connection and try again.',
    );
  });

  it('shows the server’s message of a 4xx answer', () => {
    expect(describeFailure(new ApiError(409, { message: 'Too late to cancel.' }))).toBe(
      'Too late to cancel.',
    );
  });

  it('shows our 503’s message, written for the customer (rates out of date)', () => {
    const error = new ApiError(503, { message: 'We can’t price transfers to India right now.' });
    expect(describeFailure(error)).toBe('We can’t price transfers to India right now.');
  });

  it('never shows a 500’s message, and a 503 without our message (a proxy’s page) is generic', () => {
    expect(describeFailure(new ApiError(500, { message: 'Server Error' }))).toBe(GENERIC);
    expect(describeFailure(new ApiError(503, null))).toBe(GENERIC);
    expect(describeFailure(new ApiError(400, '<html>Bad gateway</html>'))).toBe(GENERIC);
  });

  it('uses the caller’s words for what it cannot describe', () => {
    expect(describeFailure(new Error('boom'), 'We could not cancel the transfer.')).toBe(
      'We could not cancel the transfer.',
    );
    expect(describeFailure(new ApiError(502, null), 'The passkey did not work.')).toBe(
      'The passkey did not work.',
    );
  });

  it('tells a signed-out answer and a missing thing apart', () => {
    expect(isSignedOut(new ApiError(401, { message: 'Unauthenticated.' }))).toBe(true);
    expect(isSignedOut(new ApiError(404, { message: 'Not found.' }))).toBe(false);
    expect(isNotFound(new ApiError(404, { message: 'Not found.' }))).toBe(true);
    expect(isNotFound(new NetworkError(null))).toBe(false);
  });
});

describe('describeFirstProblem', () => {
  it('gives a 422’s first field message, else what describeFailure says', () => {
    const invalid = new ApiError(422, {
      message: 'The amount is too large.',
      errors: { amount: ['The amount may not be more than AUD 10,000.00.'] },
    });
    expect(describeFirstProblem(invalid)).toBe('The amount may not be more than AUD 10,000.00.');
    expect(describeFirstProblem(new ApiError(409, { message: 'Stopped already.' }))).toBe(
      'Stopped already.',
    );
    expect(describeFirstProblem(new ApiError(500, null), 'The passkey did not work.')).toBe(
      'The passkey did not work.',
    );
  });
});
