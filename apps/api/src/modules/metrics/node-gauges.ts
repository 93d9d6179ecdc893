import { Counter, Gauge, type Registry } from 'prom-client';
import type { DatabaseConnections } from '../../db/client';

/**
 * What this node holds itself, unlike the gauges read from the database (every node the same):
 * its database connections and its realtime sockets. Sum them across nodes.
 */
export function registerNodeMetrics(
  registry: Registry,
  sources: {
    connections: () => DatabaseConnections | undefined;
    realtime: { connectionCount: number; deliveredCount: number };
  },
) {
  new Gauge({
    name: 'homeward_db_pool_connections',
    help: 'Database connections of this node: total, idle, and requests waiting for one (PostgreSQL); PGlite reports its single connection as total only.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const counts = sources.connections();
      if (!counts) return;
      this.set({ state: 'total' }, counts.total);
      if (counts.driver === 'postgres') {
        this.set({ state: 'idle' }, counts.idle);
        this.set({ state: 'waiting' }, counts.waiting);
      }
    },
  });
  new Gauge({
    name: 'homeward_db_pool_max',
    help: 'The most database connections this node opens (DB_POOL_MAX; 1 for PGlite).',
    registers: [registry],
    collect() {
      this.reset();
      const counts = sources.connections();
      if (counts) this.set(counts.max);
    },
  });
  new Gauge({
    name: 'homeward_realtime_connections',
    help: 'Open WebSocket connections to the built-in realtime server on this node.',
    registers: [registry],
    collect() {
      this.set(sources.realtime.connectionCount);
    },
  });
  new Counter({
    name: 'homeward_realtime_messages_delivered_total',
    help: 'Events the built-in realtime server on this node sent to a socket (one per socket).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(sources.realtime.deliveredCount);
    },
  });
}
