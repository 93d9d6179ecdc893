/**
 * An answer a route or plugin gives in HTTP's own terms (415 for a body that is not multipart,
 * 401 for a missing session, 419 for CSRF). Services never throw it: they throw the domain
 * errors of `domain-errors.ts`, and the error handler (plugins/errors.ts) answers both.
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
