import type { Options } from 'pusher-js';

/**
 * A pusher-js stand-in for every test (setup-tests.ts mocks pusher-js with it): records what the
 * app binds and lets a test play the server. `fakePusher.clients` lists the clients made.
 */

type Handler = (data: unknown) => void;
class Emitter {
  handlers = new Map<string, Handler[]>();
  bind(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  unbind(event: string, handler: Handler) {
    // A new list, as pusher-js makes: a handler may unbind itself while its event is emitted.
    this.handlers.set(
      event,
      (this.handlers.get(event) ?? []).filter((bound) => bound !== handler),
    );
    return this;
  }
  emit(event: string, data?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }
  /** How many handlers are bound to an event. */
  bound(event: string): number {
    return this.handlers.get(event)?.length ?? 0;
  }
}
class FakeChannel extends Emitter {
  name: string;
  global: ((event: string, data: unknown) => void)[] = [];
  constructor(name: string) {
    super();
    this.name = name;
  }
  bind_global(handler: (event: string, data: unknown) => void) {
    this.global.push(handler);
    return this;
  }
  override emit(event: string, data?: unknown) {
    for (const handler of this.global) handler(event, data);
    super.emit(event, data);
  }
}
class FakeConnection extends Emitter {
  state = 'connecting';
  change(current: string) {
    const previous = this.state;
    this.state = current;
    this.emit('state_change', { previous, current });
  }
}
const clients: FakePusher[] = [];
export class FakePusher {
  key: string;
  options: Options;
  connection = new FakeConnection();
  channels = new Map<string, FakeChannel>();
  disconnected = false;
  constructor(key: string, options: Options) {
    this.key = key;
    this.options = options;
    clients.push(this);
  }
  /** As pusher-js: subscribing again to a channel answers the one already subscribed. */
  subscribe(name: string) {
    const channel = this.channels.get(name) ?? new FakeChannel(name);
    this.channels.set(name, channel);
    return channel;
  }
  disconnect() {
    this.disconnected = true;
    this.connection.change('disconnected');
  }
}

export const fakePusher = { FakePusher, clients };
export type FakeClient = FakePusher;
