/**
 * Domain errors that services throw; the error handler turns them into Laravel-shaped answers
 * in one place (plugins/errors.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More of the answer beside `message`, such as what to do next. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with messages per field, as Laravel's validator answers. */
export class ValidationFailed extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    extra: Record<string, unknown> = {},
  ) {
    super(422, summarise(errors), {}, extra);
    this.name = 'ValidationFailed';
  }
}

/** Laravel's summary: the first message, and how many more there are. */
export function summarise(errors: Record<string, string[]>): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'The given data was invalid.';
  const more = all.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more error${more === 1 ? '' : 's'})`;
}

export class TooManyAttempts extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
    this.name = 'TooManyAttempts';
  }
}
