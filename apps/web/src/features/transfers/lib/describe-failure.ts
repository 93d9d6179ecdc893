import { ApiError, NetworkError } from '@/lib/api-client';

/** The message for a failure that does not belong under a field. */
export function describeFailure(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the server. Please check your connection and try again.';
  }
  if (error instanceof ApiError && (error.status < 500 || error.status === 503)) {
    return error.message;
  }
  return 'Something went wrong on our side. Please try again.';
}
