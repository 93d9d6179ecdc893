import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { requestRefusals } from '../i18n/messages';
import { translateFixed } from '../i18n/translate';
import { requestLanguage } from '../lib/request-language';

/**
 * A path the router cannot read (a broken escape like "%E0%A4%A", a parameter over its length
 * limit) is refused in the API's shape; Fastify's default names its error code and echoes the
 * path. No hook runs for these answers, so they carry their own strict headers, and the
 * language is read from the request's own Accept-Language.
 */
export function refuseUnreadableAddress(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
      'cache-control': 'no-store',
    })
    .send({
      message: translateFixed(
        requestLanguage(request),
        tooLong ? requestRefusals.addressTooLong : requestRefusals.addressNotValid,
      ),
    });
}
