import { ApiError, NetworkError } from '@/lib/api-client';

/** The message for a failure that is not put under a field. */
export function describeFailure(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the server. Please check your connection and try again.';
  }
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong on our side. Please try again.';
}

/** A 401 already sent the browser to sign-in: nothing more to say. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
