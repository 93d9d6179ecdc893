import type { AttributeCategory, Country, Customer, MfaMethod } from '@homeward/contract';
import { documentStatusTitles } from '../documents/words';
import type { SessionRow } from '../sessions/repository';
import type { CountryRow, CustomerRecord } from './repository';

/** Document statuses that still wait on the customer or on review. */
const PENDING_STATUSES = new Set(['pending', 'in_review']);

const iso = (date: Date) => date.toISOString();

export function presentCountry(row: CountryRow | undefined): Country | null {
  if (!row) return null;
  return {
    id: row.id,
    iso2_alpha: row.iso2Alpha,
    iso3_alpha: row.iso3Alpha,
    iso_numeric: row.isoNumeric,
    fips_code: row.fipsCode,
    slug: row.slug,
    calling_code: row.callingCode,
    common_name: row.commonName,
    official_name: row.officialName,
    endonym: row.endonym,
    demonym: row.demonym,
  };
}

/** The spec's Customer shape (section 3), with the session the request was made with. */
export function presentCustomer(record: CustomerRecord, session: SessionRow | null): Customer {
  const { customer, account, address, birthDetail } = record;
  const lookup = (id: number | null | undefined) =>
    presentCountry(id === null || id === undefined ? undefined : record.countries.get(id));
  const presentedDocuments = record.documents.map(({ document, category, type }) => ({
    id: document.id,
    document_category: { id: category.id, code: category.code, title: category.title },
    document_type: { id: type.id, code: type.code, title: type.title },
    status_code: document.statusCode,
    status_title: documentStatusTitles[document.statusCode] ?? document.statusCode,
    rejection_reason: document.rejectionReason,
    created_at: iso(document.createdAt),
    updated_at: iso(document.updatedAt),
  }));

  return {
    id: customer.id,
    crn: customer.crn,
    name: customer.name,
    second_name: customer.secondName,
    third_name: customer.thirdName,
    whole_name: customer.wholeName,
    unique_identity_number: customer.uniqueIdentityNumber,
    created_at: iso(customer.createdAt),
    updated_at: iso(customer.updatedAt),
    poi_name_check: customer.poiNameCheck,
    is_blocked_for_sending: customer.isBlockedForSending,
    account: {
      email: account.email,
      is_email_verified: account.emailVerifiedAt !== null,
      mfa_method: account.mfaMethod as MfaMethod,
      password_changed_at: account.passwordChangedAt ? iso(account.passwordChangedAt) : null,
      mobile_number: account.mobileNumber,
      mobile_number_country: lookup(account.mobileNumberCountryId),
      created_at: iso(account.createdAt),
      updated_at: iso(account.updatedAt),
    },
    session: session && {
      id: session.id,
      is_mfa_completed: session.isMfaCompleted,
      // The secret lives only in the HttpOnly cookie; answers never carry it.
      session_token: null,
      mfa_method: session.mfaMethod as MfaMethod | null,
      client_version: session.clientVersion,
      os_version: session.osVersion,
      touched_at: iso(session.touchedAt),
      created_at: iso(session.createdAt),
      updated_at: iso(session.updatedAt),
    },
    country: lookup(customer.countryId),
    nationality: lookup(customer.nationalityId),
    address: address
      ? {
          address_line_1: address.addressLine1,
          address_line_2: address.addressLine2,
          city: address.city,
          postcode: address.postcode,
          region: address.region,
          created_at: iso(address.createdAt),
          updated_at: iso(address.updatedAt),
        }
      : null,
    birth_detail: birthDetail
      ? {
          date_of_birth: birthDetail.dateOfBirth,
          place_of_birth: birthDetail.placeOfBirth,
          country_of_birth: lookup(birthDetail.countryOfBirthId),
          created_at: iso(birthDetail.createdAt),
          updated_at: iso(birthDetail.updatedAt),
        }
      : null,
    attributes: record.attributes.map(({ definition, value }) => ({
      attribute: definition.attribute,
      category: definition.category as AttributeCategory,
      regular_expression: definition.regularExpression,
      mask: definition.mask,
      expression_error_message: definition.expressionErrorMessage,
      label: definition.label,
      info_text: definition.infoText,
      is_required: definition.isRequired,
      value,
    })),
    documents: presentedDocuments,
    pending_documents: presentedDocuments.filter((d) => PENDING_STATUSES.has(d.status_code)),
  };
}
