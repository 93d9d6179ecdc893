import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { DocumentedOnly } from '../../lib/openapi';
import { HttpError } from '../../lib/http-errors';
import { isChannelName, isPresence, limits } from './channels';
import {
  attributesOf,
  channelInfo,
  publisher,
  pusherBatchSchema,
  pusherEventSchema,
} from './publishing';
import { requestSignature, sameText } from './signatures';

/** Signed requests older (or newer) than this are refused, as Pusher does. */
const MAX_AGE_SECONDS = 600;
/** Ten events of 10 kB each, escaped as JSON strings, with room for their names and channels. */
const BODY_LIMIT = 256 * 1024;

type Query = Record<string, unknown>;

// What the OpenAPI document says of these routes; they read the raw body (its MD5 is signed) and
// check the signed query themselves, so Fastify must not parse either.
const signedQuery = {
  auth_key: z.string(),
  auth_timestamp: z.string().describe('Seconds since 1970; refused after 10 minutes.'),
  auth_version: z.literal('1.0'),
  body_md5: z.string().optional().describe('The MD5 of the body, for requests with one.'),
};
const counts = z.object({
  user_count: z.number().int().optional(),
  subscription_count: z.number().int().optional(),
});
const appParams = z.object({ appId: z.string() });
const documented = (only: DocumentedOnly): { schema: FastifySchema } => ({
  schema: { documentedOnly: { params: appParams, querystring: z.object(signedQuery), ...only } },
});
const channelsAnswer = z.object({ channels: z.record(z.string(), counts) });
const infoQuery = { info: z.string().optional().describe('user_count, subscription_count') };

/** A path in the form the client signed it: as sent, or decoded (SDKs differ on user ids). */
function pathsOf(url: string): string[] {
  const raw = url.split('?')[0] ?? '';
  try {
    const decoded = decodeURIComponent(raw);
    return decoded === raw ? [raw] : [raw, decoded];
  } catch {
    return [raw];
  }
}

/**
 * Whether a request is signed as Pusher's HTTP API requires
 * (https://pusher.com/docs/channels/library_auth_reference/rest-api/#authentication): the key,
 * a recent timestamp, the body's MD5 when there is a body, and the HMAC of method, path and
 * sorted query.
 */
function isSigned(
  request: FastifyRequest,
  settings: { key: string; secret: string; previousSecrets?: string[] },
  body: string,
): boolean {
  const secrets = [settings.secret, ...(settings.previousSecrets ?? [])];
  const { auth_signature: signature, ...query } = request.query as Query;
  if (!Object.values(query).every((value) => typeof value === 'string')) return false;
  const params = query as Record<string, string>;
  const age = Math.abs(Date.now() / 1000 - Number(params.auth_timestamp));
  const md5 = createHash('md5').update(body).digest('hex');
  if (params.auth_key !== settings.key || !(age < MAX_AGE_SECONDS)) return false;
  if (body !== '' ? params.body_md5 !== md5 : params.body_md5 !== undefined) return false;
  return pathsOf(request.url).some((path) =>
    secrets.some((secret) =>
      sameText(
        signature,
        requestSignature(secret, { method: request.method, path, query: params }),
      ),
    ),
  );
}

/**
 * The Pusher HTTP API of the built-in server, for back-office tools and other services that
 * publish to it (and query it) with the official server SDKs, as they would hosted Pusher:
 * events and batches, channel queries, and terminating a user's connections. Every request is
 * signed; events go out through the cluster (every node, with Redis).
 */
export const pusherHttpApiRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const { appId } = config.realtime;
  const { roster, cluster } = app.deps;
  const publish = publisher(cluster, roster);
  // Signed over the raw bytes, and JSON only, as Pusher's own API: the body stays a string.
  app.removeContentTypeParser([
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
  ]);
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );
  /** GET /channels/{name}: whether anyone is subscribed, and the counts asked for. */
  async function channelState(channel: string, info: string | undefined) {
    const attributes = attributesOf(info);
    if (attributes.includes('user_count') && !isPresence(channel))
      throw new HttpError(400, 'user_count is only for presence channels.');
    const { subscriptionCount } = await roster().counts(channel);
    return {
      occupied: subscriptionCount > 0,
      ...(await channelInfo(roster(), channel, attributes)),
    };
  }

  /** GET /channels/{name}/users: a presence channel's users, by id. */
  async function presenceUsers(channel: string) {
    if (!isPresence(channel))
      throw new HttpError(400, 'Users are listed for presence channels only.');
    return { users: (await roster().members(channel)).map((member) => ({ id: member.id })) };
  }

  const bodyOf = (request: FastifyRequest) =>
    typeof request.body === 'string' ? request.body : '';

  app.addHook('preHandler', async (request) => {
    if ((request.params as { appId?: string }).appId !== appId)
      throw new HttpError(404, 'Unknown app.');
    if (!isSigned(request, config.realtime, bodyOf(request)))
      throw new HttpError(401, 'Invalid signature.');
  });

  // Every request counts against RATE_LIMIT_PUSHER_API (per IP: these callers have no session).
  const limited = { config: { rateLimit: 'pusherApi' as const } };

  app.post(
    '/apps/:appId/events',
    {
      ...limited,
      ...documented({
        body: pusherEventSchema,
        response: { 200: channelsAnswer.partial() },
      }),
    },
    async (request) => publish.trigger(bodyOf(request)),
  );
  app.post(
    '/apps/:appId/batch_events',
    {
      ...limited,
      ...documented({
        body: pusherBatchSchema,
        response: { 200: z.object({ batch: z.array(counts).optional() }) },
      }),
    },
    async (request) => publish.batch(bodyOf(request)),
  );

  app.get<{ Querystring: { filter_by_prefix?: string; info?: string } }>(
    '/apps/:appId/channels',
    {
      ...limited,
      ...documented({
        querystring: z.object({
          ...signedQuery,
          ...infoQuery,
          filter_by_prefix: z.string().optional(),
        }),
        response: { 200: channelsAnswer },
      }),
    },
    async (request) => {
      const prefix = request.query.filter_by_prefix ?? '';
      const attributes = attributesOf(request.query.info);
      if (attributes.includes('user_count') && !prefix.startsWith('presence-'))
        throw new HttpError(400, 'user_count needs filter_by_prefix=presence-.');
      const occupied = await roster().occupied(prefix);
      const channels: Record<string, Record<string, number>> = {};
      for (const [channel, counts] of occupied) {
        const info: Record<string, number> = {};
        if (attributes.includes('user_count')) info.user_count = counts.userCount;
        if (attributes.includes('subscription_count'))
          info.subscription_count = counts.subscriptionCount;
        channels[channel] = info;
      }
      return { channels };
    },
  );

  // One wildcard route for /channels/{name} and /channels/{name}/users: a channel name may be
  // 164 characters, longer than the router lets a :parameter be.
  app.get<{ Params: { '*': string }; Querystring: { info?: string } }>(
    '/apps/:appId/channels/*',
    {
      ...limited,
      ...documented({
        params: appParams.extend({
          '*': z.string().describe('A channel, or a presence channel followed by /users.'),
        }),
        querystring: z.object({ ...signedQuery, ...infoQuery }),
        response: {
          200: z.union([
            counts.extend({ occupied: z.boolean() }),
            z.object({ users: z.array(z.object({ id: z.string() })) }),
          ]),
        },
      }),
    },
    async (request) => {
      const rest = request.params['*'];
      const users = rest.endsWith('/users');
      const channel = users ? rest.slice(0, -'/users'.length) : rest;
      if (!isChannelName(channel)) throw new HttpError(400, 'Invalid channel name.');
      return users ? presenceUsers(channel) : channelState(channel, request.query.info);
    },
  );

  app.post<{ Params: { userId: string } }>(
    '/apps/:appId/users/:userId/terminate_connections',
    {
      ...limited,
      ...documented({
        params: appParams.extend({ userId: z.string() }),
        response: { 200: z.object({}) },
      }),
    },
    async (request) => {
      const { userId } = request.params;
      if (userId === '' || userId.length > limits.userId)
        throw new HttpError(400, 'Invalid user id.');
      cluster().send({ kind: 'terminate-user', userId });
      return {};
    },
  );
};
