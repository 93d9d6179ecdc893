import {
  apiPaths,
  attributeDefinitionsSchema,
  attributesQuerySchema,
  customerSchema,
  otpRequestSchema,
  pendingMobileNumberSchema,
  pendingMobileVerificationSchema,
  tasksSchema,
  updateCategoryQuerySchema,
  updateCountryRequestSchema,
  updateMobileNumberRequestSchema,
  type AttributeCategory,
} from '@homeward/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../realtime/broadcaster';
import { sourceOfFundsTasks } from '../risk/effects';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { ourSentenceIn } from '../../i18n/valued-words';
import { openTasks } from '../tasks/service';
import { taskIn, taskWordsWithReasons } from '../tasks/words';
import {
  countryNameIn,
  definitionIn,
  fieldErrorWordsIn,
  fieldErrorsIn,
  fieldWordsIn,
} from './field-words';

/**
 * Rethrows a refused profile change (a field's format, a mobile number, its code) with its
 * messages in the request's language.
 */
const refusedIn = (request: FastifyRequest) => (error: unknown) => {
  const language = requestLanguage(request);
  throw fieldErrorsIn(error, fieldErrorWordsIn(translatorFor(language), countryNameIn(language)));
};

/** Onboarding and the profile: country, dynamic attributes, mobile number, open tasks. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile, customers } = app.deps;

  app.get(
    apiPaths.attributes,
    {
      schema: {
        querystring: attributesQuerySchema,
        response: { 200: attributeDefinitionsSchema },
      },
    },
    async (request) => {
      await app.requireSession(request);
      const rows = await profile.definitions(request.query.country_id);
      const say = fieldWordsIn(translatorFor(requestLanguage(request)));
      const definitions = rows.map((row) => ({
        attribute: row.attribute,
        category: row.category as AttributeCategory,
        regular_expression: row.regularExpression,
        mask: row.mask,
        expression_error_message: row.expressionErrorMessage,
        label: row.label,
        info_text: row.infoText,
        is_required: row.isRequired,
        options: row.options,
        input: row.input as 'text' | 'date' | 'select' | 'country',
      }));
      return definitions.map((definition) => definitionIn(definition, say));
    },
  );

  app.post(
    apiPaths.updateCountry,
    { schema: { body: updateCountryRequestSchema, response: { 200: customerSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await profile.updateCountry(session, request.body.country_id).catch(refusedIn(request));
      app.deps.publishToCustomer(session.customerId, events.customerUpdated, {});
      return customers.present(session);
    },
  );

  app.post(
    apiPaths.update,
    {
      schema: {
        querystring: updateCategoryQuerySchema,
        // Values are checked against the country's own attribute definitions in the service.
        body: z.record(z.string(), z.unknown()),
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      await profile
        .updateCategory(session, request.query.category, request.body)
        .catch(refusedIn(request));
      app.deps.publishToCustomer(session.customerId, events.customerUpdated, {});
      return customers.present(session);
    },
  );

  app.post(
    apiPaths.updateMobileNumber,
    {
      config: { rateLimit: 'codeRequests' },
      schema: {
        body: updateMobileNumberRequestSchema,
        response: { 200: pendingMobileNumberSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      const answer = await profile
        .requestMobileNumber(
          session,
          request.body.mobile_number_country_id,
          request.body.mobile_number,
          () => app.deps.stepUp.require(session),
        )
        .catch(refusedIn(request));
      return { ...answer, message: ourSentenceIn(requestLanguage(request))(answer.message) };
    },
  );

  app.get(
    apiPaths.pendingMobileNumber,
    { schema: { response: { 200: pendingMobileVerificationSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return { pending: await profile.pendingMobileNumber(session) };
    },
  );

  app.post(
    apiPaths.verifyMobileNumber,
    { schema: { body: otpRequestSchema, response: { 200: customerSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await profile.verifyMobileNumber(session, request.body.otp).catch(refusedIn(request));
      app.deps.publishToCustomer(session.customerId, events.customerUpdated, {});
      return customers.present(session);
    },
  );

  app.get(apiPaths.tasks, { schema: { response: { 200: tasksSchema } } }, async (request) => {
    const session = await app.requireSession(request);
    const [customer, holds, risk] = await Promise.all([
      customers.present(session),
      app.deps.transfers.holdTasks(session.customerId),
      app.deps.risk.level(session.customerId),
    ]);
    const tasks = [
      ...holds,
      ...openTasks(customer),
      ...sourceOfFundsTasks(customer, risk, new Date()),
    ];
    const say = taskWordsWithReasons(translatorFor(requestLanguage(request)));
    return tasks.map((task) => taskIn(task, say));
  });

  app.post(
    apiPaths.applyInfoFromPoi,
    { schema: { response: { 200: customerSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await profile.applyInfoFromPoi(session).catch(refusedIn(request));
      app.deps.publishToCustomer(session.customerId, events.customerUpdated, {});
      return customers.present(session);
    },
  );
};
