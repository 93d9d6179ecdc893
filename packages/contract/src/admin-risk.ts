import { z } from './zod';

/**
 * The customer risk rating (issue 17) as staff read and override it. Never part of a customer's
 * own answers: telling a customer they are rated high risk would tip them off.
 */

export const riskLevels = ['low', 'medium', 'high'] as const;
export const riskLevelSchema = z.enum(riskLevels, { error: 'Choose low, medium or high.' });
export type RiskLevel = z.infer<typeof riskLevelSchema>;

/** One reason for a rating, in a sentence an officer can read. */
export const riskFactorSchema = z.object({
  code: z.string(),
  points: z.number().int(),
  explanation: z.string(),
});
export type RiskFactor = z.infer<typeof riskFactorSchema>;

/** A rating as recorded: computed from the facts, or set by an officer with a reason. */
export const riskRatingSchema = z.object({
  id: z.string(),
  level: riskLevelSchema,
  factors: z.array(riskFactorSchema),
  source: z.enum(['computed', 'officer']),
  staff: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type RiskRating = z.infer<typeof riskRatingSchema>;

export const customerRiskSchema = z.object({
  /** The rating in force: the latest officer override, else the latest computed one. */
  effective: riskRatingSchema.nullable(),
  /** What the facts say now (an override does not change it). */
  computed: riskRatingSchema.nullable(),
  /** Whether the lowered limits apply (high, and no approved source of funds in 12 months). */
  limits_lowered: z.boolean(),
  /** Newest first. */
  history: z.array(riskRatingSchema),
});
export type CustomerRisk = z.infer<typeof customerRiskSchema>;

export const riskOverrideSchema = z.object({
  level: riskLevelSchema,
  reason: z
    .string({ error: 'Give the reason for the rating.' })
    .trim()
    .min(10, 'Give the reason for the rating in a sentence (at least 10 characters).')
    .max(1000, 'Keep the reason under 1,000 characters.'),
});
export type RiskOverride = z.infer<typeof riskOverrideSchema>;
