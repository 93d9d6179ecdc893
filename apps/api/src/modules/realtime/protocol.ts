import { WebSocket } from 'ws';

/**
 * Pusher protocol close and error codes
 * (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/):
 * 4000-4099 tell the client not to reconnect, 4100-4199 to back off, 4200-4299 to reconnect now.
 */
export const CloseCodes = {
  appNotFound: 4001,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  /** The connection is not (or no longer) authorised: its session ended, or it was terminated. */
  unauthorized: 4009,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  inactive: 4202,
  overQuota: 4301,
} as const;

/** The protocol versions this server speaks: 7 (pusher-js 4+), and 5 and 6, whose messages are the same. */
const PROTOCOLS = { min: 5, max: 7 };

/**
 * The close code for the `protocol` query parameter of a connection, or undefined when this
 * server speaks it.
 */
export function protocolRefusal(url: string): { code: number; message: string } | undefined {
  const protocol = new URL(url, 'http://x').searchParams.get('protocol');
  if (protocol === null) return { code: CloseCodes.noProtocol, message: 'No protocol version.' };
  if (!/^\d{1,3}$/.test(protocol))
    return { code: CloseCodes.invalidVersion, message: 'Invalid protocol version.' };
  const version = Number(protocol);
  if (version < PROTOCOLS.min || version > PROTOCOLS.max)
    return { code: CloseCodes.unsupportedProtocol, message: 'Unsupported protocol version.' };
  return undefined;
}

export const send = (socket: WebSocket, message: object) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

/** A pusher:error, then the close with the same code: what pusher-js reports and acts on. */
export function refuse(socket: WebSocket, code: number, message: string) {
  send(socket, { event: 'pusher:error', data: { code, message } });
  socket.close(code, message.replace(/\.$/, ''));
}

export function subscriptionError(
  socket: WebSocket,
  channel: string,
  type: string,
  error: string,
  status: number,
) {
  send(socket, { event: 'pusher:subscription_error', channel, data: { type, error, status } });
}
