import { z } from './zod';
import { MAX_ID } from './ids';
import { attributeCategories, attributeSchema } from './customer';

/**
 * Wire shapes of onboarding: countries for pickers, the dynamic attribute definitions of a
 * country, the mobile number and its verification, and the customer's open tasks.
 */

export const countryUses = ['residence', 'nationality'] as const;
export type CountryUse = (typeof countryUses)[number];

export const countriesQuerySchema = z.object({ use: z.enum(countryUses).optional() });

/** An attribute as defined for a country (the Customer's `attributes[]` without a value). */
export const attributeDefinitionSchema = attributeSchema.omit({ value: true }).extend({
  /**
   * For fields with a fixed set of answers (employment status, income band, nationality): the
   * allowed values and their labels, so the form can offer a choice instead of free text.
   */
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  /** How to input it: text (with the mask), date (YYYY-MM-DD), select, or country. */
  input: z.enum(['text', 'date', 'select', 'country']),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;
export const attributeDefinitionsSchema = z.array(attributeDefinitionSchema);

/**
 * Onboarding's refusals, in English: the API says them in the customer's language as fixed
 * sentences (apps/api/src/i18n/messages.ts); the app shows them as written.
 */
export const onboardingMessages = {
  countryIdNumber: 'The country id must be a number.',
  countryRequired: 'The country field is required.',
  chooseCountry: 'Choose a country from the list.',
  chooseCategory: 'Choose identity, address or employment.',
  mobileCountryRequired: 'The mobile number country field is required.',
  mobileNumberRequired: 'The mobile number field is required.',
  mobileNumberTooLong: 'The mobile number is too long.',
} as const;
const says = onboardingMessages;

export const attributesQuerySchema = z.object({
  country_id: z.coerce
    .number({ error: says.countryIdNumber })
    .int(says.countryIdNumber)
    .positive(says.countryIdNumber)
    .max(MAX_ID, says.countryIdNumber),
});

export const updateCountryRequestSchema = z.object({
  country_id: z.coerce
    .number({ error: says.countryRequired })
    .int(says.chooseCountry)
    .positive(says.chooseCountry)
    .max(MAX_ID, says.chooseCountry),
});

export const updateCategoryQuerySchema = z.object({
  category: z.enum(attributeCategories, { error: says.chooseCategory }),
});

export const updateMobileNumberRequestSchema = z.object({
  mobile_number_country_id: z.coerce
    .number({ error: says.mobileCountryRequired })
    .int(says.chooseCountry)
    .positive(says.chooseCountry)
    .max(MAX_ID, says.chooseCountry),
  mobile_number: z
    .string({ error: says.mobileNumberRequired })
    .trim()
    .min(1, says.mobileNumberRequired)
    .max(32, says.mobileNumberTooLong),
});
export type UpdateMobileNumberRequest = z.input<typeof updateMobileNumberRequestSchema>;

/** The answer to update-mobile-number: the number in E.164, waiting for its SMS code. */
export const pendingMobileNumberSchema = z.object({
  message: z.string(),
  mobile_number: z.string(),
});

/** A code texted to a number and not yet entered: `pending` is null when there is none. */
export const pendingMobileVerificationSchema = z.object({
  pending: z
    .object({
      mobile_number: z.string(),
      mobile_number_country_id: z.number().int(),
      /** Seconds until a new code may be asked for (0: now). */
      resend_in_seconds: z.number().int().min(0),
    })
    .nullable(),
});
export type PendingMobileVerification = z.infer<typeof pendingMobileVerificationSchema>;

export const taskSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** The SPA path that resolves the task. */
  route: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const tasksSchema = z.array(taskSchema);

/**
 * Turns a form's flat values into the update call's body: keys with a dot become nested
 * objects (spec section 7), so "address.city" travels as {"address": {"city": …}}.
 */
export function nestDottedKeys(values: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split('.');
    let target = body;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target[part] =
        next !== null && typeof next === 'object' ? next : ({} as Record<string, unknown>);
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1] as string] = value;
  }
  return body;
}

/** Deeper than any attribute key ("birth_detail.date_of_birth" is two levels). */
const MAX_DOTTED_DEPTH = 4;

/**
 * The reverse, on the server: nested objects back into dotted keys (values as given). Objects
 * nested deeper than any attribute stay whole as the value of their (unknown) key, so a body
 * nested thousands of levels deep is refused as an unknown field instead of overflowing the
 * stack.
 */
export function flattenToDottedKeys(
  body: Record<string, unknown>,
  prefix = '',
  depth = 1,
): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      depth < MAX_DOTTED_DEPTH
    ) {
      Object.assign(flat, flattenToDottedKeys(value as Record<string, unknown>, path, depth + 1));
    } else {
      flat[path] = value;
    }
  }
  return flat;
}
