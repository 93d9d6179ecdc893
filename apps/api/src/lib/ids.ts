import { NotFound } from './domain-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A customer's resource id from a path: anything that is not a UUID cannot name one, so it is
 * a 404 like any other id the customer does not own (never a database cast error).
 */
export function resourceId(id: string): string {
  if (!UUID.test(id)) throw new NotFound();
  return id.toLowerCase();
}
