import {
  ADMIN_PREFIX,
  adminCorridorSchema,
  adminRateSchema,
  listOf,
  rateHistoryEntrySchema,
  rateHistoryQuerySchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { Decimal } from '../../lib/decimal';
import { fromMinor } from '../../lib/money';
import { corridorRoute } from './service';

/**
 * Rates, their history and corridors with their fees, as staff read them. Changes are not
 * made here: they are proposed (POST /proposals) and applied by a second officer's approval.
 */
export const pricingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pricing } = app.deps;
  const decimal = (value: string) => new Decimal(value).toString();

  app.get(
    `${ADMIN_PREFIX}/rates`,
    { ...staffGuard(app, 'pricing.read'), schema: { response: { 200: listOf(adminRateSchema) } } },
    async () => {
      const rows = await pricing.rates();
      return {
        data: rows.map((row) => ({
          base: row.baseCurrency,
          quote: row.quoteCurrency,
          rate: decimal(row.rate),
          source: row.source,
          as_of: row.asOf.toISOString(),
        })),
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/rates/history`,
    {
      ...staffGuard(app, 'pricing.read'),
      schema: {
        querystring: rateHistoryQuerySchema,
        response: { 200: listOf(rateHistoryEntrySchema) },
      },
    },
    async (request) => {
      const { base, quote, limit } = request.query;
      const rows = await pricing.rateHistory({ base, quote }, limit);
      return {
        data: rows.map((row) => ({
          base: row.baseCurrency,
          quote: row.quoteCurrency,
          rate: decimal(row.rate),
          source: row.source,
          changed_by: row.changedBy,
          at: row.at.toISOString(),
        })),
      };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/corridors`,
    {
      ...staffGuard(app, 'pricing.read'),
      schema: { response: { 200: listOf(adminCorridorSchema) } },
    },
    async () => {
      const entries = await pricing.allCorridors();
      return {
        data: entries.map((entry) => {
          const { corridor, country, methods } = entry;
          const source = corridor.sourceCurrency;
          return {
            id: corridor.id,
            route: corridorRoute(entry),
            source_currency: source,
            destination_country: country.iso2Alpha,
            destination_currency: corridor.destinationCurrency,
            min_send: fromMinor(corridor.minSendMinor, source),
            max_send: fromMinor(corridor.maxSendMinor, source),
            margin_percent: decimal(corridor.marginPercent),
            enabled: corridor.enabled,
            methods: methods.map((method) => ({
              method: method.method,
              fixed_fee: fromMinor(method.fixedFeeMinor, source),
              percentage_fee: decimal(method.percentageFee),
              delivery_minutes: method.deliveryMinutes,
              enabled: method.enabled,
            })),
          };
        }),
      };
    },
  );
};
