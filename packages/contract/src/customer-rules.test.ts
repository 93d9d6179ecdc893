import { describe, expect, it } from 'vitest';
import type { Customer } from './customer';
import { isInformationRequired, needsMultiFactor } from './customer-rules';

const attribute = (category: 'identity' | 'address', isRequired: boolean, value: string | null) =>
  ({
    attribute: `${category}.${String(isRequired)}`,
    category,
    regular_expression: null,
    mask: null,
    expression_error_message: null,
    label: category,
    info_text: null,
    is_required: isRequired,
    value,
  }) as const;

const australia = { id: 14 } as Customer['country'];

describe('isInformationRequired', () => {
  it('requires every category while no country is set', () => {
    expect(isInformationRequired({ country: null, attributes: [] }, 'identity')).toBe(true);
    expect(isInformationRequired({ country: null, attributes: [] }, 'employment')).toBe(true);
  });

  it('requires a category with a required attribute that has no value', () => {
    const customer = { country: australia, attributes: [attribute('identity', true, null)] };
    expect(isInformationRequired(customer, 'identity')).toBe(true);
    expect(isInformationRequired(customer, 'address')).toBe(false);
  });

  it('counts blank values as missing, and ignores optional attributes', () => {
    expect(
      isInformationRequired(
        { country: australia, attributes: [attribute('identity', true, '  ')] },
        'identity',
      ),
    ).toBe(true);
    expect(
      isInformationRequired(
        { country: australia, attributes: [attribute('identity', false, null)] },
        'identity',
      ),
    ).toBe(false);
    expect(
      isInformationRequired(
        { country: australia, attributes: [attribute('identity', true, 'Ana')] },
        'identity',
      ),
    ).toBe(false);
  });
});

describe('needsMultiFactor', () => {
  const customer = (verified: boolean, method: 'email' | 'totp' | null) =>
    ({
      account: { is_email_verified: verified },
      session: { mfa_method: method },
    }) as Customer;

  it('asks for a second factor only with a verified email and an MFA method', () => {
    expect(needsMultiFactor(customer(true, 'email'))).toBe(true);
    expect(needsMultiFactor(customer(true, 'totp'))).toBe(true);
    expect(needsMultiFactor(customer(false, 'email'))).toBe(false);
    expect(needsMultiFactor(customer(true, null))).toBe(false);
    expect(needsMultiFactor({ ...customer(true, 'email'), session: null })).toBe(false);
  });
});
