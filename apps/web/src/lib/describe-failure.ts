import { t } from '@lingui/core/macro';
import { ApiError, NetworkError } from './api-client';

/**
 * What to tell the customer when a request failed and the failure does not belong under a
 * field. One home for every screen, so they agree: the server's message is shown when it wrote
 * one for the customer (any 4xx, and our 503s such as "We can't price transfers to India right
 * now"); a 500 or an answer without our message body (a proxy's error page) gets `fallback`.
 */
export function describeFailure(
  error: unknown,
  fallback = t`Something went wrong on our side. Please try again.`,
): string {
  if (error instanceof NetworkError) {
    return t`We could not reach the server. Please check your connection and try again.`;
  }
  if (error instanceof ApiError && hasCustomerMessage(error)) return error.message;
  return fallback;
}

function hasCustomerMessage(error: ApiError): boolean {
  const fromUs = typeof (error.body as { message?: unknown } | null)?.message === 'string';
  return fromUs && (error.status < 500 || error.status === 503);
}

/** A 401 already sent the browser to sign-in: nothing more to say. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * For a form with one field (an amount) or a dialog with none: a 422's first field message,
 * since there is no field to put it under, else {@link describeFailure}'s.
 */
export function describeFirstProblem(error: unknown, fallback?: string): string {
  const field = error instanceof ApiError ? Object.values(error.fieldErrors)[0]?.[0] : undefined;
  return field ?? describeFailure(error, fallback);
}
