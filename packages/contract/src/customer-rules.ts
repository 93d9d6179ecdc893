import type { AttributeCategory, Customer } from './customer';

// Rules over the Customer shape, kept apart from the zod schemas (type imports only) so the
// SPA's first screen can use them without loading zod.

/**
 * The spec's information-required rule: a category counts as required when no country is set, or
 * when some attribute of that category is required and has no value.
 */
export function isInformationRequired(
  customer: Pick<Customer, 'country' | 'attributes'>,
  category: AttributeCategory,
): boolean {
  if (customer.country === null) return true;
  return customer.attributes.some(
    (a) => a.category === category && a.is_required && (a.value === null || a.value.trim() === ''),
  );
}

/** The proof-of-identity category: approving one verifies the customer's identity. */
export const PROOF_OF_IDENTITY_CATEGORY = 'proof_of_identity';

/** The proof-of-address category: approving one verifies, and locks, the customer's address. */
export const PROOF_OF_ADDRESS_CATEGORY = 'proof_of_address';

/** Where a customer goes after a password login (spec section 2 and 4). */
export function needsMultiFactor(customer: Customer): boolean {
  return customer.account.is_email_verified && Boolean(customer.session?.mfa_method);
}

/**
 * A customer whose proof of identity is approved: the identity details are then read-only
 * (they came from, or were checked against, the document).
 */
export function isIdentityVerified(customer: Pick<Customer, 'documents'>): boolean {
  return hasApprovedDocument(customer, PROOF_OF_IDENTITY_CATEGORY);
}

/** An approved proof of address: the address it proves can no longer be edited. */
export function isAddressVerified(customer: Pick<Customer, 'documents'>): boolean {
  return hasApprovedDocument(customer, PROOF_OF_ADDRESS_CATEGORY);
}

function hasApprovedDocument(customer: Pick<Customer, 'documents'>, category: string): boolean {
  return customer.documents.some(
    (document) =>
      document.document_category.code === category && document.status_code === 'approved',
  );
}
