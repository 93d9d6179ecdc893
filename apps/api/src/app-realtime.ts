import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import { type JobQueue } from './modules/jobs/queue';
import {
  clusterBroadcaster,
  pusherHttpBroadcaster,
  customerChannel,
  type Broadcaster,
} from './modules/realtime/broadcaster';
import { localCluster, redisCluster, type Cluster } from './modules/realtime/cluster';
import { localRoster, redisRoster, type Roster } from './modules/realtime/roster';
import { realtimeServer } from './modules/realtime/server';
import { registerWebhookDelivery, webhookSender } from './modules/realtime/webhooks';

/**
 * The realtime side of a node: the built-in Pusher-protocol server's sockets, who is subscribed
 * (the roster) and how a message reaches every node's sockets (the cluster), through Redis when
 * there is one; and the broadcaster the rest of the app publishes through, hosted Pusher when
 * configured.
 */
export async function realtimeWiring(
  app: FastifyInstance,
  options: { config: Config; redis: Redis | undefined; jobs: JobQueue },
) {
  const { config, redis, jobs } = options;
  // Shared by every node through Redis when there is one (the built-in server only).
  const roster: Roster =
    !config.realtime.host && redis
      ? redisRoster(redis, {
          nodeId: randomUUID(),
          nodeTimeoutMs: config.realtime.nodeTimeout * 1000,
          // `realtime` is made just below; a dead node is found only later.
          onOrphanLeft: (channel, left) => realtime.departed(channel, left),
          onError: (error) => app.log.warn({ err: error }, 'realtime roster upkeep failed'),
        })
      : localRoster();
  const webhook = config.realtime.webhook && {
    ...config.realtime.webhook,
    key: config.realtime.key,
    secret: config.realtime.secret,
  };
  if (webhook) registerWebhookDelivery(jobs, webhook);
  const realtime = realtimeServer(
    {
      appKey: config.realtime.key,
      appSecret: config.realtime.secret,
      previousAppSecrets: config.realtime.previousSecrets,
      activityTimeout: config.realtime.activityTimeout,
      maxConnections: config.realtime.maxConnections,
      maxMessageBytes: 10_000,
      maxMessagesPerSecond: 20,
    },
    {
      roster: () => roster,
      // Chosen just below, before any socket can connect.
      cluster: () => cluster,
      webhooks: webhookSender(jobs, webhook, () => app.log),
    },
    () => app.log,
  );
  // This server's sockets, reached on every node through Redis when there is one.
  const cluster: Cluster =
    !config.realtime.host && redis
      ? await redisCluster(
          (message) => realtime.receive(message),
          redis,
          () => app.log,
        )
      : localCluster((message) => realtime.receive(message));
  // Hosted Pusher (or a compatible server) when configured; otherwise this server's sockets.
  const broadcaster: Broadcaster = config.realtime.host
    ? pusherHttpBroadcaster(
        {
          host: config.realtime.host,
          useTls: config.realtime.useTls,
          appId: config.realtime.appId,
          key: config.realtime.key,
          secret: config.realtime.secret,
        },
        () => app.log,
      )
    : clusterBroadcaster(() => cluster);
  app.server.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
  });
  app.addHook('preClose', () => realtime.close());
  app.addHook('onClose', async () => {
    await broadcaster.close();
    await cluster.close();
    await roster.close();
  });
  // Screens learn of changes through the customer's channel.
  const publishToCustomer = (customerId: string, event: string, data: unknown) =>
    broadcaster.publish(customerChannel(customerId), event, data);
  return { roster, realtime, cluster, broadcaster, publishToCustomer };
}
