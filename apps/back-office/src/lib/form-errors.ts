import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 422 answer's messages (`{errors: {"reading.surname": ["…"]}}`) on the form's fields.
 * Returns the messages for fields the form does not have, to show above it; the server's message
 * when the failure was not a 422.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if (fields.includes(field)) setError(field as Path<T>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced.length > 0 ? unplaced.join(' ') : null;
}
