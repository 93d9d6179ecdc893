import { z } from './zod';

/**
 * Who the customer deals with, served at GET /client/v1/company (no session needed, so the
 * signed-out pages show it too). The server's settings (COMPANY_*) are its one source: the
 * footer of every page, the Help page, the checkout, each receipt and every email agree.
 */
export const companyDetailsSchema = z.object({
  name: z.string(),
  abn: z.string(),
  licence: z.string(),
  /** Who licenses and supervises the company. */
  regulator: z.string(),
  address: z.string(),
  support_email: z.string(),
  phone: z.string(),
  /** When the phone is answered, in words. */
  support_hours: z.string(),
  complaints_email: z.string(),
  /** The external dispute resolution scheme, for complaints the company does not resolve. */
  ombudsman: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/**
 * What the customer may do when something is wrong with a transfer (the error-resolution
 * rights): printed on every receipt and stated on the Help page, in the same words.
 */
export const errorResolutionRights =
  'If something is wrong with this transfer, contact us within 120 days of the date it was due. ' +
  'Tell us your name, the tracking number and what went wrong. We look into it, tell you what we ' +
  'found within 90 days, and put right any error we made, including refunding fees.';
