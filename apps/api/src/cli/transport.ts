import type { FastifyInstance } from 'fastify';
import { ADMIN_PREFIX } from '@homeward/contract';
import { CommandFailed, type AdminAnswer, type AdminTransport } from './admin-client';

/** Long enough for a reconciliation of a busy provider; a stuck server still ends the command. */
const REQUEST_TIMEOUT_MS = 120_000;

/** Bytes (a list file) travel as they are; anything else as JSON. */
const isBytes = (body: unknown): body is Uint8Array => body instanceof Uint8Array;

const headers = (token: string, body: unknown): Record<string, string> => ({
  accept: 'application/json',
  authorization: `Bearer ${token}`,
  ...(body !== undefined && {
    'content-type': isBytes(body) ? 'application/octet-stream' : 'application/json',
  }),
});

const encoded = (body: unknown) => (isBytes(body) ? Buffer.from(body) : JSON.stringify(body));

const parsed = (text: string, contentType: string | undefined | null): unknown => {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Whether a Homeward server answers at `baseUrl`: its liveness route, with a short wait. */
export async function serverAnswers(baseUrl: string, timeoutMs = 1_500): Promise<boolean> {
  try {
    const response = await fetch(new URL('/health/live', baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** The admin API of a running server, over HTTP with the staff token. */
export function httpTransport(baseUrl: string, token: string): AdminTransport {
  return {
    async request(method, path, body): Promise<AdminAnswer> {
      let response: Response;
      let text: string;
      try {
        response = await fetch(new URL(`${ADMIN_PREFIX}${path}`, baseUrl), {
          method,
          headers: headers(token, body),
          ...(body !== undefined && { body: encoded(body) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        // The request may have reached the server before the connection broke: say so rather
        // than guess either way.
        const why = error instanceof Error ? error.message : String(error);
        throw new CommandFailed(
          `The server at ${baseUrl} did not answer (${why}). ${method === 'GET' ? 'Nothing was changed.' : 'The change may or may not have been made: look before running this again.'}`,
        );
      }
      return {
        status: response.status,
        body: parsed(text, response.headers.get('content-type')),
      };
    },
    close: async () => {},
  };
}

/**
 * The admin API of an app built in this process (no server was running), through
 * `app.inject`: the same routes, checks and audit trail as over HTTP. `close` ends the app and
 * then the database, whose close must succeed before the CLI reports anything (an embedded
 * database keeps a change only once it is closed cleanly).
 */
export function injectTransport(
  app: FastifyInstance,
  token: string,
  closeDatabase: () => Promise<void> = async () => {},
): AdminTransport {
  return {
    async request(method, path, body): Promise<AdminAnswer> {
      const response = await app.inject({
        method,
        url: `${ADMIN_PREFIX}${path}`,
        headers: headers(token, body),
        ...(body !== undefined && { payload: encoded(body) }),
      });
      return {
        status: response.statusCode,
        body: parsed(response.body, response.headers['content-type']),
      };
    },
    async close() {
      try {
        await app.close();
      } finally {
        await closeDatabase();
      }
    },
  };
}
