import type { z } from 'zod';

/** One answer of the admin API, whichever way it travelled. */
export interface AdminAnswer {
  status: number;
  /** The parsed JSON body; the raw text when the body is not JSON. */
  body: unknown;
}

/**
 * How the CLI reaches the admin API: over HTTP to a running server, or into an app built in
 * this process (no server running). The requests and their answers are the same either way.
 */
export interface AdminTransport {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AdminAnswer>;
  close(): Promise<void>;
}

/** A command that could not be done: its message is printed as it is, and the CLI exits 1. */
export class CommandFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandFailed';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's own words for a refusal: its message, then each field's messages. */
export function refusalOf(answer: AdminAnswer): string {
  const { body } = answer;
  if (!isRecord(body)) {
    return typeof body === 'string' && body.trim() ? body.trim() : `HTTP ${answer.status}`;
  }
  const message = typeof body.message === 'string' ? body.message : `HTTP ${answer.status}`;
  const fields = isRecord(body.errors)
    ? Object.values(body.errors)
        .flat()
        .filter((line): line is string => typeof line === 'string')
    : [];
  // Laravel's message repeats the first field's message ("… (and 1 more error)"): the field
  // messages alone say it all.
  return fields.length > 0 ? fields.join(' ') : message;
}

function failure(answer: AdminAnswer): CommandFailed {
  const said = refusalOf(answer);
  if (answer.status === 401) {
    return new CommandFailed(
      `${said} The staff token in HOMEWARD_STAFF_TOKEN was not accepted: it may be revoked, or its staff member disabled or not yet active. Make a new one in the console under "API tokens".`,
    );
  }
  if (answer.status >= 500)
    return new CommandFailed(`The server failed (${answer.status}): ${said}`);
  return new CommandFailed(said);
}

export interface AdminCall {
  status: number;
  body: unknown;
}

/**
 * The admin API as the commands use it: a 2xx answer read through the contract's schema, or a
 * CommandFailed carrying the server's message. Nothing here prints: commands say success only
 * once the server has answered 2xx.
 */
export function adminClient(transport: AdminTransport) {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<AdminCall> {
    const answer = await transport.request(method, path, body);
    if (answer.status < 200 || answer.status >= 300) throw failure(answer);
    return answer;
  }
  const read = <S extends z.ZodType>(schema: S, answer: AdminCall): z.infer<S> => {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      throw new CommandFailed(
        'The server answered in a shape this CLI does not know: is the CLI older or newer than the server?',
      );
    }
    return parsed.data;
  };
  return {
    async get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
      return read(schema, await call('GET', path));
    },
    async post<S extends z.ZodType>(
      path: string,
      body: unknown,
      schema: S,
    ): Promise<{ status: number; body: z.infer<S> }> {
      const answer = await call('POST', path, body);
      return { status: answer.status, body: read(schema, answer) };
    },
  };
}
export type AdminClient = ReturnType<typeof adminClient>;

/** A query string from the values that are set. */
export function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
