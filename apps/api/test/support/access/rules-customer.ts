import { randomUUID } from 'node:crypto';
import { png } from '../uploads';
import { recipientBody, WRONG_CODE, nextMobile } from './values';
import type { RouteRule } from './matrix';

/** The access matrix's rules for onboarding, documents, prices, recipients, transfers, statements and support. */
export const customerRules: RouteRule[] = [
  // Onboarding and the profile.
  {
    method: 'GET',
    url: '/client/v1/countries',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/countries' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/attributes',
    access: 'signed-in',
    call: (_a, world) => ({ url: `/client/v1/attributes?country_id=${world.countryIds.AU}` }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/update-country',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/update-country',
      json: { country_id: world.countryIds.AU },
    }),
    // B's identity is verified, so the country is locked.
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/update',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/update?category=employment',
      json: {
        employment: {
          status: 'employed',
          occupation: 'Midwife',
          industry: 'health',
          income_band: '30k_60k',
        },
      },
    }),
    shows: (b) => [b.email],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/update-mobile-number',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/update-mobile-number',
      json: {
        mobile_number_country_id: world.countryIds.AU,
        // A new number each time: a code goes out for it, nothing else changes yet.
        mobile_number: `0413 ${nextMobile()} 777`,
      },
    }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/verify-mobile-number',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/verify-mobile-number', json: { otp: WRONG_CODE } }),
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/pending-mobile-number',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/pending-mobile-number' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/tasks',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/tasks' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/apply-info-from-poi',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/apply-info-from-poi' }),
    shows: (b) => [b.email],
    other: 200,
  },

  // Documents and uploads.
  {
    method: 'GET',
    url: '/client/v1/document-categories',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/document-categories' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/document/upload',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/document/upload?document_category_id=${catalogue.addressCategoryId}&document_type_id=${catalogue.utilityBillTypeId}`,
      multipart: async () => {
        const form = new FormData();
        form.append('pages', new Blob([await png()], { type: 'image/png' }), 'bill.png');
        return form;
      },
    }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/token/:categoryId/:typeId',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/account-verification/token/${catalogue.addressCategoryId}/${catalogue.utilityBillTypeId}`,
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/token-info',
    access: 'link-token',
    names: 'upload link',
    call: (a) => ({
      url: `/client/v1/account-verification/token-info?token=${encodeURIComponent(a.uploadToken)}`,
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/liveliness-token',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/account-verification/liveliness-token?api=${catalogue.livenessApi}`,
    }),
    other: 200,
  },

  // Prices, limits and recipients.
  {
    method: 'GET',
    url: '/client/v1/corridors',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/corridors' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/quotes',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/quotes',
      json: { corridor_id: world.corridorId, payout_method: 'bank_account', send_amount: '100' },
    }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/quotes/:id',
    access: 'signed-in',
    names: 'quote',
    call: (a) => ({ url: `/client/v1/quotes/${a.quoteId}` }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/client/v1/limits',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/limits' }),
    shows: (b) => [b.amounts[0] ?? ''],
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/recipient-requirements',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/recipient-requirements?country=PH&currency=PHP&payout_method=bank_account',
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/recipients',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/recipients' }),
    shows: (b) => [...b.recipientIds, ...b.recipientNames],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/recipients',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/recipients', json: recipientBody('Corazon Dela Cruz') }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({ url: `/client/v1/recipients/${a.recipientIds[0]}` }),
    other: 404,
  },
  {
    method: 'PUT',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({
      url: `/client/v1/recipients/${a.recipientIds[0]}`,
      json: recipientBody('Renamed By Someone Else'),
    }),
    other: 404,
  },
  {
    method: 'DELETE',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({ url: `/client/v1/recipients/${a.recipientIds[1]}` }),
    other: 404,
  },

  // Transfers and payments.
  {
    method: 'POST',
    url: '/client/v1/transactions',
    access: 'signed-in',
    names: 'quote and recipient',
    call: (a) => ({
      url: '/client/v1/transactions',
      json: {
        quote_id: a.quoteId,
        recipient_id: a.recipientIds[1],
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    // Ids in a body are checked as fields: A's quote is one B "could not find".
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/transactions' }),
    shows: (b) => [b.transferId, b.trackingNumber],
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions/:id',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}` }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/transactions/:id/cancel',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}/cancel` }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions/:id/receipt',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}/receipt` }),
    other: 404,
  },
  // A statement reads only the signed-in customer's transfers: B's never appear in A's.
  {
    method: 'GET',
    url: '/client/v1/statements',
    access: 'signed-in',
    call: () => {
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      return { url: `/client/v1/statements?from=${day(-1)}&to=${day(1)}&tz=UTC&format=csv` };
    },
    shows: (b) => [b.trackingNumber],
    other: 200,
  },
  // Rate alerts: B lists only B's, and cannot remove A's.
  {
    method: 'GET',
    url: '/client/v1/rate-alerts',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/rate-alerts' }),
    shows: (b) => [b.rateAlertId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/rate-alerts',
    access: 'signed-in',
    // A corridor no one sends through: refused on its merits whoever asks, never saved.
    call: () => ({
      url: '/client/v1/rate-alerts',
      json: { corridor_id: 999_999, target_rate: '1' },
    }),
    other: 422,
  },
  {
    method: 'DELETE',
    url: '/client/v1/rate-alerts/:id',
    access: 'signed-in',
    names: 'rate alert',
    call: (a) => ({ url: `/client/v1/rate-alerts/${a.rateAlertId}` }),
    other: 404,
  },
  // Scheduled transfers: each names A's schedule (or, to make one, A's transfer).
  {
    method: 'GET',
    url: '/client/v1/schedules',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/schedules' }),
    shows: (b) => [b.scheduleId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/schedules',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({
      url: '/client/v1/schedules',
      json: {
        transfer_id: a.transferId,
        cadence: 'monthly',
        start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    // Ids in a body are checked as fields: A's transfer is not one of B's.
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/schedules/:id',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({ url: `/client/v1/schedules/${a.scheduleId}` }),
    other: 404,
  },
  {
    method: 'PATCH',
    url: '/client/v1/schedules/:id',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({
      url: `/client/v1/schedules/${a.scheduleId}`,
      json: { rate_threshold_percent: 3 },
    }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/schedules/:id/skip',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({ url: `/client/v1/schedules/${a.scheduleId}/skip` }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/schedules/:id/stop',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({ url: `/client/v1/schedules/${a.scheduleId}/stop` }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/client/v1/schedules/:id/review',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({ url: `/client/v1/schedules/${a.scheduleId}/review` }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/schedules/:id/confirm',
    access: 'signed-in',
    names: 'schedule',
    call: (a) => ({
      url: `/client/v1/schedules/${a.scheduleId}/confirm`,
      json: {},
      headers: { 'idempotency-key': randomUUID() },
    }),
    other: 404,
  },
  // Support requests: a request may name only the customer's own transfer.
  {
    method: 'POST',
    url: '/client/v1/support-requests',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({
      url: '/client/v1/support-requests',
      json: {
        topic: 'delivery',
        message: 'When will my transfer arrive, please?',
        transfer_id: a.transferId,
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    // An id in a body is checked as a field: A's transfer is not one of B's.
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/support-requests',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/support-requests' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/transactions/:id/payments',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({
      url: `/client/v1/transactions/${a.transferId}/payments`,
      json: { method: 'card' },
    }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/webhooks/payments/:provider',
    access: 'signature',
    names: 'payment',
    call: (a) => ({
      url: '/webhooks/payments/sandbox',
      json: { type: 'payment.succeeded', data: { id: a.checkoutId, payment_id: a.paymentId } },
    }),
    other: 400,
  },
];
