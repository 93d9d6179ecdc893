import { z } from './zod';
import { currencyCodeSchema } from './money';
import { payoutMethodSchema } from './corridors';

/**
 * One field a recipient needs, as Wise's account requirements describe it: the SPA draws the
 * form from these, and the API checks the same rules (plus checksums such as IBAN's) again.
 */
export const requirementFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['text', 'select', 'tel']),
  required: z.boolean(),
  regex: z.string().nullable(),
  example: z.string().nullable(),
  min_length: z.number().int().nullable(),
  max_length: z.number().int().nullable(),
  allowed_values: z.array(z.object({ key: z.string(), label: z.string() })).nullable(),
  /** Changing this field changes the other fields: ask for the requirements again with it. */
  refresh_on_change: z.boolean(),
  help: z.string().nullable(),
});
export type RequirementField = z.infer<typeof requirementFieldSchema>;

export const recipientRequirementsQuerySchema = z
  .object({
    country: z
      .string({ error: 'Choose the recipient’s country.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose the recipient’s country.'),
    currency: currencyCodeSchema,
    payout_method: payoutMethodSchema,
  })
  // The values of refresh-on-change fields come along as extra parameters.
  .catchall(z.string().max(100));

export const recipientRequirementsSchema = z.object({
  country: z.string(),
  currency: z.string(),
  payout_method: payoutMethodSchema,
  fields: z.array(requirementFieldSchema),
});
export type RecipientRequirements = z.infer<typeof recipientRequirementsSchema>;

/** Adds or changes a recipient; `details` holds the requirement fields by key. */
export const recipientRequestSchema = z.object({
  country: recipientRequirementsQuerySchema.shape.country,
  currency: currencyCodeSchema,
  payout_method: payoutMethodSchema,
  details: z.record(z.string(), z.string().max(200, 'Keep this under 200 characters.'), {
    error: 'Fill in the recipient’s details.',
  }),
});
export type RecipientRequest = z.input<typeof recipientRequestSchema>;

export const recipientSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  country: z.object({ iso2_alpha: z.string(), common_name: z.string() }),
  currency: z.string(),
  payout_method: payoutMethodSchema,
  /** The details as stored: normalised (IBANs without spaces, phone numbers in E.164). */
  details: z.record(z.string(), z.string()),
  /**
   * The details labelled for reading, in the requirements' order: lists by their names, IBANs in
   * groups of four, phone numbers in international format ("Mobile number: +63 917 123 4567").
   */
  display: z.array(z.object({ label: z.string(), value: z.string() })),
  /** One line that tells recipients apart: "BDO Unibank ···· 6789". */
  summary: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
  currency: currencyCodeSchema.optional(),
  payout_method: payoutMethodSchema.optional(),
});
export const recipientsSchema = z.array(recipientSchema);
