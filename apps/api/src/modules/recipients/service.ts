import type { PayoutMethod, RecipientRequest, RecipientRequirements } from '@homeward/contract';
import { payoutMethodLabels } from '@homeward/contract';
import { NotFound, ValidationFailed } from '../../lib/domain-errors';
import type { PricingService } from '../pricing/service';
import { presentRecipient } from './presenter';
import type { RecipientFilter, RecipientRepository } from './repository';
import { recipientFields, type FieldSpec } from './requirements';
import { checkDetails, summarise } from './validation';
import { customerRefusals, valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

interface Destination {
  country: string;
  currency: string;
  payout_method: PayoutMethod;
}

/** Recipients: the requirements of a destination, and the customer's address book. */
export function recipientService(deps: {
  recipients: RecipientRepository;
  pricing: PricingService;
  /** A recipient was created or changed: screen them. */
  saved?: (recipientId: string) => Promise<void>;
}) {
  const { recipients, pricing } = deps;

  /**
   * The open corridor to this destination and the fields it needs, or a 422 naming what is
   * not possible (the requirements call and saving a recipient answer alike).
   */
  async function destination(target: Destination, values: Record<string, string> = {}) {
    const corridors = await pricing.openCorridors();
    const toCountry = corridors.filter((c) => c.country.iso2Alpha === target.country);
    if (toCountry.length === 0) {
      throw new ValidationFailed({
        country: [customerRefusals.countryNotServed],
      });
    }
    const corridor = toCountry.find((c) => c.corridor.destinationCurrency === target.currency);
    if (!corridor) {
      throw new ValidationFailed({
        currency: [
          inEnglish(valuedSentences.weSendTo, {
            country: toCountry[0]?.country.commonName ?? target.country,
            currencies: toCountry.map((c) => c.corridor.destinationCurrency).join(', '),
          }),
        ],
      });
    }
    const fields = corridor.methods.some((m) => m.method === target.payout_method)
      ? recipientFields(target.country, target.payout_method, values)
      : null;
    if (!fields) {
      throw new ValidationFailed({
        payout_method: [
          inEnglish(valuedSentences.methodNotTo, {
            method: payoutMethodLabels[target.payout_method],
            country: corridor.country.commonName,
          }),
        ],
      });
    }
    return { corridor, fields };
  }

  function publicFields(fields: FieldSpec[]) {
    return fields.map(({ check: _check, normalise: _normalise, ...field }) => field);
  }

  async function validated(request: RecipientRequest) {
    const { corridor, fields } = await destination(request, request.details);
    const result = checkDetails(fields, request.details, request.country);
    if ('errors' in result) throw new ValidationFailed(result.errors);
    return {
      countryId: corridor.country.id,
      currency: request.currency,
      payoutMethod: request.payout_method,
      fullName: result.details.full_name ?? '',
      details: result.details,
      summary: summarise(fields, result.details),
    };
  }

  async function load(customerId: string, id: string) {
    const found = await recipients.find(customerId, id);
    if (!found) throw new NotFound();
    return found;
  }

  return {
    async requirements(
      target: Destination,
      values: Record<string, string>,
    ): Promise<RecipientRequirements> {
      const { fields } = await destination(target, values);
      return { ...target, fields: publicFields(fields) };
    },

    async list(
      customerId: string,
      filter: Omit<RecipientFilter, 'countryId'> & { country?: string | undefined },
    ) {
      let countryId: number | undefined;
      if (filter.country) {
        countryId = (await pricing.openCorridors()).find(
          (c) => c.country.iso2Alpha === filter.country,
        )?.country.id;
        if (countryId === undefined) return [];
      }
      const rows = await recipients.list(customerId, { ...filter, countryId });
      return rows.map(presentRecipient);
    },

    async get(customerId: string, id: string) {
      return presentRecipient(await load(customerId, id));
    },

    /** For confirmation: the live recipient row, or undefined. */
    find: (customerId: string, id: string) => recipients.find(customerId, id),

    /**
     * `confirm` runs once the details are valid, before anything is written: the route asks
     * for step-up there, so a mistyped account number is pointed out before the second factor.
     */
    async create(customerId: string, request: RecipientRequest, confirm?: () => Promise<void>) {
      const values = await validated(request);
      await confirm?.();
      const row = await recipients.insert({ customerId, ...values });
      await deps.saved?.(row.id);
      return presentRecipient(await load(customerId, row.id));
    },

    async update(
      customerId: string,
      id: string,
      request: RecipientRequest,
      confirm?: () => Promise<void>,
    ) {
      await load(customerId, id);
      const values = await validated(request);
      await confirm?.();
      await recipients.update(customerId, id, values);
      await deps.saved?.(id);
      return presentRecipient(await load(customerId, id));
    },

    async remove(customerId: string, id: string) {
      if (!(await recipients.softDelete(customerId, id))) throw new NotFound();
    },
  };
}
export type RecipientService = ReturnType<typeof recipientService>;
