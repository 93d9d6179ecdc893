import { customerSchema, type Customer } from '@homeward/contract';
import type { preSerializationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { translatorFor } from '../i18n/translate';
import { requestLanguage } from '../lib/request-language';
import { customerIn, documentWordsIn } from '../modules/documents/words';
import { customerFieldsIn, fieldWordsIn } from '../modules/profile/field-words';

// An error goes out through these hooks too: only the Customer itself is said here.
const sayWords: preSerializationAsyncHookHandler = async (request, reply, payload) => {
  if (reply.statusCode >= 300) return payload;
  const t = translatorFor(requestLanguage(request));
  return customerFieldsIn(customerIn(payload as Customer, documentWordsIn(t)), fieldWordsIn(t));
};

/**
 * Sixteen routes answer with the Customer (sign-in, the profile's changes, passkeys...): each
 * says its documents' titles and statuses and its profile fields' labels, hints and format
 * errors in the request's language, here, once. The Customer
 * itself stays English inside the API (tasks and tiers read it), so it is said on the way out.
 */
export const customerWordsPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const answers = route.schema?.response as Record<string, unknown> | undefined;
    if (answers?.[200] !== customerSchema && answers?.[201] !== customerSchema) return;
    route.preSerialization = [[route.preSerialization ?? []].flat(), sayWords].flat();
  });
});
