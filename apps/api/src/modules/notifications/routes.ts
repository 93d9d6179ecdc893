import {
  apiPaths,
  notificationPreferencesSchema,
  updateNotificationPreferencesSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';

/** The customer's notification preferences: Settings → Notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications, security } = app.deps;

  app.get(
    apiPaths.notificationPreferences,
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const [preferences, channels] = await Promise.all([
        notifications.list(session.customerId),
        notifications.channels(session.customerId),
      ]);
      return { preferences, channels };
    },
  );

  app.put(
    apiPaths.notificationPreferences,
    {
      schema: {
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      const preferences = await notifications.update(session.customerId, request.body.preferences);
      // In the security activity: fewer emails is what someone hiding in an account would want.
      await security.recordEvent(
        session.customerId,
        'notification_preferences_changed',
        requestMeta(request),
      );
      return { preferences, channels: await notifications.channels(session.customerId) };
    },
  );
};
