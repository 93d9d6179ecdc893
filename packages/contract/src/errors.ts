import { z } from './zod';

/** Laravel's validation answer (HTTP 422): a summary message and the messages of each field. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Every other error answer: 401, 403, 404, 419, 429, 5xx. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const messages = {
  unauthenticated: 'Unauthenticated.',
  csrfMismatch: 'CSRF token mismatch.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidCredentials: 'These credentials do not match our records.',
} as const;
