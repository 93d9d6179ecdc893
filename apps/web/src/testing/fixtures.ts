import type { CompanyDetails, Customer, PasswordPolicy } from '@homeward/contract';

const now = '2025-01-01T00:00:00.000Z';

/** A freshly signed-up customer; pass overrides for the parts a test cares about. */
export function makeCustomer(
  overrides: {
    email?: string;
    isEmailVerified?: boolean;
    mfaMethod?: 'email' | 'totp' | null;
    isMfaCompleted?: boolean;
    /** The account's chosen second factor; defaults to the session's, else email. */
    accountMfaMethod?: 'email' | 'totp';
    createdAt?: string;
    sessionCreatedAt?: string;
  } = {},
): Customer {
  return {
    id: '0190a6d4-0000-7000-8000-000000000001',
    crn: 'HW000001',
    name: null,
    second_name: null,
    third_name: null,
    whole_name: null,
    unique_identity_number: null,
    created_at: overrides.createdAt ?? now,
    updated_at: now,
    poi_name_check: null,
    is_blocked_for_sending: false,
    account: {
      email: overrides.email ?? 'maria@example.com',
      is_email_verified: overrides.isEmailVerified ?? false,
      mfa_method: overrides.accountMfaMethod ?? overrides.mfaMethod ?? 'email',
      password_changed_at: null,
      mobile_number: null,
      mobile_number_country: null,
      created_at: overrides.createdAt ?? now,
      updated_at: now,
    },
    session: {
      id: 's1',
      is_mfa_completed: overrides.isMfaCompleted ?? false,
      session_token: null,
      mfa_method: overrides.mfaMethod ?? null,
      client_version: null,
      os_version: null,
      touched_at: now,
      created_at: overrides.sessionCreatedAt ?? now,
      updated_at: now,
    },
    country: null,
    nationality: null,
    address: null,
    birth_detail: null,
    attributes: [],
    documents: [],
    pending_documents: [],
  };
}

export const passwordPolicy: PasswordPolicy = {
  length: { enabled: true, value: 8, message: 'At least 8 characters', regex: null },
  uppercase: { enabled: true, value: null, message: 'One uppercase letter', regex: '/[A-Z]/' },
  lowercase: { enabled: true, value: null, message: 'One lowercase letter', regex: '/[a-z]/' },
  digits: { enabled: true, value: null, message: 'One number', regex: '/[0-9]/' },
  wildcard: { enabled: false, value: null, message: 'One symbol', regex: '/[^A-Za-z0-9]/' },
};

/** The company's details as GET /client/v1/company answers them (the test app's settings). */
export const companyDetails: CompanyDetails = {
  name: 'Homeward Pty Ltd',
  abn: '51824753556',
  licence: 'AFSL 000000 (test)',
  regulator: 'ASIC and AUSTRAC (test)',
  address: '1 Test Street, Sydney NSW 2000',
  support_email: 'help@homeward.test',
  phone: '1300 000 000',
  support_hours: 'Monday to Friday, 9 am to 5 pm Sydney time',
  complaints_email: 'complaints@homeward.test',
  ombudsman: 'Australian Financial Complaints Authority (AFCA), www.afca.org.au, 1800 931 678',
};

/** A customer past sign-in: email verified and the second factor (email or app) done. */
export const verifiedCustomer = (mfa: 'email' | 'totp' = 'email') =>
  makeCustomer({
    isEmailVerified: true,
    mfaMethod: mfa,
    accountMfaMethod: mfa,
    isMfaCompleted: true,
  });
