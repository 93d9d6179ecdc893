import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What an upstream id may be: a UUID, a balancer's trace id and the like. Ids land in every log
 * line, so anything longer, or with characters a log reader or a shell could take for syntax,
 * is replaced by a fresh id rather than trusted.
 */
const SAFE_ID = /^[A-Za-z0-9._:=+/@-]{1,128}$/;

/**
 * The request's id: the load balancer's, from the header REQUEST_ID_HEADER names, when one is
 * configured and the value is safe; otherwise a new UUID. Without the setting a client cannot
 * choose its id, so a log search by id finds only what this API generated.
 */
export function requestIdOf(headers: IncomingHttpHeaders, header: string | undefined): string {
  const given = header === undefined ? undefined : headers[header];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
