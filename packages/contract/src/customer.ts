import { z } from './zod';
import { countrySchema } from './country';

/** Timestamps travel as ISO 8601 strings in UTC. */
const timestamp = z.string();

export const attributeCategories = ['identity', 'address', 'employment'] as const;
export type AttributeCategory = (typeof attributeCategories)[number];

export const mfaMethods = ['email', 'totp'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const accountSchema = z.object({
  email: z.string(),
  is_email_verified: z.boolean(),
  /** The second factor asked at sign-in once the email is verified (beyond the spec's shape). */
  mfa_method: z.enum(mfaMethods),
  password_changed_at: timestamp.nullable(),
  mobile_number: z.string().nullable(),
  mobile_number_country: countrySchema.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * The session the request was made with. `session_token` is part of the spec's shape but the
 * secret itself only ever travels in the HttpOnly cookie, so the answer carries null here.
 */
export const sessionSchema = z.object({
  id: z.string(),
  is_mfa_completed: z.boolean(),
  session_token: z.string().nullable(),
  mfa_method: z.enum(mfaMethods).nullable(),
  client_version: z.string().nullable(),
  os_version: z.string().nullable(),
  touched_at: timestamp,
  created_at: timestamp,
  updated_at: timestamp,
});

export const addressSchema = z.object({
  address_line_1: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const birthDetailSchema = z.object({
  date_of_birth: z.string().nullable(),
  place_of_birth: z.string().nullable(),
  country_of_birth: countrySchema.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const attributeSchema = z.object({
  attribute: z.string(),
  category: z.enum(attributeCategories),
  regular_expression: z.string().nullable(),
  mask: z.string().nullable(),
  expression_error_message: z.string().nullable(),
  label: z.string(),
  info_text: z.string().nullable(),
  is_required: z.boolean(),
  value: z.string().nullable(),
});
export type Attribute = z.infer<typeof attributeSchema>;

const documentRefSchema = z.object({ id: z.number().int(), code: z.string(), title: z.string() });

export const documentSchema = z.object({
  id: z.string(),
  document_category: documentRefSchema,
  document_type: documentRefSchema,
  status_code: z.string(),
  status_title: z.string(),
  /** Why review refused it, when it did (beyond the spec's shape: the customer must know). */
  rejection_reason: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const customerSchema = z.object({
  id: z.string(),
  crn: z.string(),
  name: z.string().nullable(),
  second_name: z.string().nullable(),
  third_name: z.string().nullable(),
  whole_name: z.string().nullable(),
  unique_identity_number: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  poi_name_check: z.boolean().nullable(),
  is_blocked_for_sending: z.boolean(),
  account: accountSchema,
  session: sessionSchema.nullable(),
  country: countrySchema.nullable(),
  nationality: countrySchema.nullable(),
  address: addressSchema.nullable(),
  birth_detail: birthDetailSchema.nullable(),
  attributes: z.array(attributeSchema),
  documents: z.array(documentSchema),
  pending_documents: z.array(documentSchema),
});
export type Customer = z.infer<typeof customerSchema>;
