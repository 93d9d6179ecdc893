import type { WebRuntimeConfig } from '@homeward/contract';
import type Pusher from 'pusher-js';
import type { ChannelAuthorizationHandler, Options } from 'pusher-js';
import { apiClient } from '@/lib/api-client';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** Laravel's channel authorisation endpoint, served by the API (not under /client/v1). */
export const channelAuthorizationPath = '/broadcasting/auth';

/**
 * Signs a private-channel subscription through the SPA's own HTTP client, so the session cookie,
 * the XSRF echo and the 401 rule (an expired session goes to sign-in) hold as for any other call.
 */
export const authorizeChannel: ChannelAuthorizationHandler = (
  { socketId, channelName },
  callback,
) => {
  apiClient
    .post<{ auth: string }>(channelAuthorizationPath, {
      socket_id: socketId,
      channel_name: channelName,
    })
    .then(
      (answer) => callback(null, answer),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
};

/**
 * The pusher-js options for this deployment's runtime configuration:
 * - hosted Pusher when a cluster is set and no host: the cluster's own hosts, always TLS;
 * - otherwise a Pusher-protocol server at `realtimeHost` (default: the API's host, which speaks
 *   the protocol itself on /app/{key}), on `realtimePort` (default: the API URL's port when the
 *   host is the API's, else 80/443), with TLS when the API URL is https or `realtimeForceTls`
 *   is "true". `cluster` is only a placeholder there: pusher-js's type requires one.
 */
export function realtimeOptions(
  config: WebRuntimeConfig,
  origin: string = window.location.origin,
): Options {
  const common = {
    channelAuthorization: { customHandler: authorizeChannel },
    // No connection metrics sent to Pusher's stats host.
    disableStats: true,
  };
  if (config.realtimeCluster && !config.realtimeHost) {
    return { ...common, cluster: config.realtimeCluster, forceTLS: true };
  }
  const api = new URL(config.apiBaseUrl || origin);
  const forceTLS = config.realtimeForceTls === 'true' || api.protocol === 'https:';
  const port = Number(
    config.realtimePort || (config.realtimeHost ? '' : api.port) || (forceTLS ? 443 : 80),
  );
  return {
    ...common,
    cluster: 'mt1',
    wsHost: config.realtimeHost || api.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS,
    enabledTransports: ['ws', 'wss'],
  };
}

export interface ConnectRealtimeOptions {
  /** Defaults to the page's runtime configuration. */
  config?: WebRuntimeConfig;
}

/**
 * Loads pusher-js (its own chunk: never part of the signed-out screens) and opens a connection.
 * Answers null when the deployment has no realtime key, i.e. live updates are switched off.
 */
export async function connectRealtime(
  options: ConnectRealtimeOptions = {},
): Promise<Pusher | null> {
  const config = options.config ?? getRuntimeConfig();
  if (!config.realtimeKey) return null;
  const { default: PusherClient } = await import('pusher-js');
  return new PusherClient(config.realtimeKey, realtimeOptions(config));
}
