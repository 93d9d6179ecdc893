import type { FastifyInstance } from 'fastify';
import { accountSecurityRoutes } from './modules/account-security/routes';
import { authRoutes } from './modules/auth/routes';
import { passkeyRoutes } from './modules/passkeys/routes';
import { deviceRoutes } from './modules/devices/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { devOutboxRoutes } from './modules/mail/routes';
import { companyFooter } from './modules/company/details';
import { supportRoutes } from './modules/support/routes';
import { companyRoutes } from './modules/company/routes';
import { countryRoutes } from './modules/countries/routes';
import { documentRoutes } from './modules/documents/routes';
import { uploadRoutes } from './modules/documents/upload-routes';
import { languageRoutes } from './modules/profile/language-routes';
import { profileRoutes } from './modules/profile/routes';
import { pushRoutes } from './modules/push/routes';
import { healthRoutes } from './modules/health/routes';
import { passwordPolicyRoutes } from './modules/password-policy/routes';
import { limitRoutes } from './modules/limits/routes';
import { corridorRoutes } from './modules/pricing/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { recipientRoutes } from './modules/recipients/routes';
import { transferRoutes } from './modules/transfers/routes';
import { statementRoutes } from './modules/statements/routes';
import { rateAlertRoutes } from './modules/rate-alerts/routes';
import { paymentRoutes, webhookRoutes } from './modules/payments/routes';
import { sandboxRoutes } from './modules/payments/sandbox-routes';
import { scheduleRoutes } from './modules/schedules/routes';
import { pusherHttpApiRoutes } from './modules/realtime/http-api';
import { broadcastingRoutes } from './modules/realtime/routes';
import { apiDocsPlugin } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { customerWordsPlugin } from './plugins/customer-words';
import { errorsPlugin } from './plugins/errors';
import { metricsRoutes } from './plugins/metrics';
import { serverTimingPlugin } from './plugins/server-timing';
import { bodiesPlugin } from './plugins/bodies';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { backOfficePlugin } from './plugins/back-office';
import { spaPlugin } from './plugins/spa';
import { staffAuthPlugin } from './plugins/staff-auth';
import { registerAdminRoutes } from './admin-routes';

import type { SandboxProvider } from './modules/payments/sandbox';
/**
 * The plugins, then every route, in the order they must hear each other: the OpenAPI document
 * first, the hooks that read the database before the routes, the SPA's fallback last.
 */
export async function registerRoutes(app: FastifyInstance, sandbox: SandboxProvider) {
  const { config } = app.deps;
  // First: the OpenAPI document hears every route as it is registered.
  await app.register(apiDocsPlugin);
  // Before any hook that reads the database, so the session's queries count too.
  await app.register(serverTimingPlugin);
  // Before the error plugin: its hooks see the body these parsers read.
  await app.register(bodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(customerWordsPlugin);
  await app.register(sessionPlugin);
  await app.register(staffAuthPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(passwordPolicyRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(accountSecurityRoutes);
  await app.register(passkeyRoutes);
  await app.register(deviceRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(countryRoutes);
  await app.register(profileRoutes);
  await app.register(languageRoutes);
  await app.register(documentRoutes);
  await app.register(uploadRoutes);
  await app.register(corridorRoutes);
  await app.register(quoteRoutes);
  await app.register(limitRoutes);
  await app.register(recipientRoutes);
  await app.register(transferRoutes);
  await app.register(statementRoutes);
  await app.register(rateAlertRoutes);
  await app.register(scheduleRoutes);
  await app.register(supportRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(sandboxRoutes(sandbox, companyFooter(app.deps.config.company)));
  await app.register(broadcastingRoutes);
  await registerAdminRoutes(app);
  if (!config.realtime.host) await app.register(pusherHttpApiRoutes);
  if (config.mail.useOutbox && config.env !== 'production') await app.register(devOutboxRoutes);
  await app.register(backOfficePlugin);
  await app.register(spaPlugin);
}
