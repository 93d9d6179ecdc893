import {
  DEFAULT_LANGUAGE,
  flattenToDottedKeys,
  MAX_ID,
  stripSlashes,
  type AttributeCategory,
} from '@homeward/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ValidationFailed } from '../../lib/domain-errors';
import type { CodeService } from '../codes/service';
import type { CountryRepository } from '../countries/repository';
import type { customerRepository } from '../customers/repository';
import type { SessionRow } from '../sessions/repository';
import type { SmsSender } from '../sms/sender';
import type { DocumentRow } from '../documents/repository';
import { normaliseName } from '../documents/service';
import { profileRefusals, refusal } from './field-words';
import { valuedSentences } from '../../i18n/messages';
import { speakerFor } from '../../i18n/speaker';
import type { SpeakerOf } from '../customers/speaker';
import { codeSentences } from '../mail/sentences';
import { inEnglish } from '../../i18n/translate';
import type { AttributeDefinitionRow, ProfileColumns, ProfileRepository } from './repository';

type Writer = (columns: ProfileColumns, value: string | null) => void;

/**
 * Attribute keys that also fill a field of the Customer shape. Every value is kept in
 * customer_attributes too; these are the ones the rest of the product reads by name.
 */
const COLUMNS: Record<string, Writer> = {
  name: (c, v) => void (c.customer.name = v),
  second_name: (c, v) => void (c.customer.secondName = v),
  third_name: (c, v) => void (c.customer.thirdName = v),
  unique_identity_number: (c, v) => void (c.customer.uniqueIdentityNumber = v),
  nationality_id: (c, v) => void (c.customer.nationalityId = v === null ? null : Number(v)),
  'birth_detail.date_of_birth': (c, v) => void (c.birthDetail.dateOfBirth = v),
  'birth_detail.place_of_birth': (c, v) => void (c.birthDetail.placeOfBirth = v),
  'address.address_line_1': (c, v) => void (c.address.addressLine1 = v),
  'address.address_line_2': (c, v) => void (c.address.addressLine2 = v),
  'address.city': (c, v) => void (c.address.city = v),
  'address.postcode': (c, v) => void (c.address.postcode = v),
  'address.region': (c, v) => void (c.address.region = v),
};

const MAX_VALUE_LENGTH = 500;
const MIN_AGE = 18;

/** Age in whole years on today's date, or null when the text is not a real calendar date. */
export function ageOn(dateOfBirth: string, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function profileService(deps: {
  profile: ProfileRepository;
  countries: CountryRepository;
  customers: ReturnType<typeof customerRepository>;
  codes: CodeService;
  sms: SmsSender;
  residence: string[];
  nationality: string[];
  codeTtlMinutes: number;
  /** How the customer is written to (their language): the code's text message says it. */
  speakerOf?: SpeakerOf;
  /** The customer's newest approved proof of identity (documents module). */
  approvedIdentity: (customerId: string) => Promise<DocumentRow | undefined>;
  /** The customer's newest approved proof of address (documents module). */
  approvedAddress: (customerId: string) => Promise<DocumentRow | undefined>;
  /** The customer's legal name, birth date or nationality were saved: screen them again. */
  identitySaved?: (customerId: string) => Promise<void>;
  /** Any profile details were saved (the risk rating reads residence, nationality and work). */
  saved?: (customerId: string) => Promise<void>;
}) {
  const { profile, countries, customers } = deps;

  const identityLocked = () => new ValidationFailed({ identity: [profileRefusals.identityLocked] });

  const addressLocked = () => new ValidationFailed({ address: [profileRefusals.addressLocked] });

  async function allowedCountry(id: number, allowed: string[]) {
    const country = await countries.find(id);
    return country && (allowed.length === 0 || allowed.includes(country.iso2Alpha))
      ? country
      : undefined;
  }

  /** The clean value of one attribute, or the message that explains what is wrong. */
  async function check(
    definition: AttributeDefinitionRow,
    raw: unknown,
  ): Promise<{ value: string | null } | { error: string }> {
    const label = definition.label.toLowerCase();
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      return { error: refusal(profileRefusals.notText, { label }) };
    }
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (value === '') {
      return definition.isRequired
        ? { error: refusal(profileRefusals.required, { label }) }
        : { value: null };
    }
    if (value.length > MAX_VALUE_LENGTH) return { error: profileRefusals.tooLong };
    if (definition.options && !definition.options.some((option) => option.value === value)) {
      return { error: refusal(profileRefusals.chooseOption, { label }) };
    }
    if (definition.input === 'country') {
      const id = Number(value);
      // Ids are PostgreSQL integers: a larger number names no country (and fails the query).
      if (
        !Number.isInteger(id) ||
        id < 1 ||
        id > MAX_ID ||
        !(await allowedCountry(id, deps.nationality))
      ) {
        return { error: profileRefusals.chooseCountry };
      }
    }
    if (
      definition.regularExpression &&
      !new RegExp(stripSlashes(definition.regularExpression)).test(value)
    ) {
      return {
        error: definition.expressionErrorMessage ?? refusal(profileRefusals.badFormat, { label }),
      };
    }
    if (definition.input === 'date') {
      const age = ageOn(value);
      if (age === null || age > 120 || age < 0) return { error: profileRefusals.realDate };
      if (definition.attribute === 'birth_detail.date_of_birth' && age < MIN_AGE) {
        return { error: refusal(profileRefusals.tooYoung, { age: MIN_AGE }) };
      }
    }
    return { value };
  }

  return {
    definitions: (countryId: number) => profile.definitions(countryId),

    async updateCountry(session: SessionRow, countryId: number) {
      if (await deps.approvedIdentity(session.customerId)) throw identityLocked();
      if (!(await allowedCountry(countryId, deps.residence))) {
        throw new ValidationFailed({
          country_id: [profileRefusals.countryNotServed],
        });
      }
      await profile.setCountry(session.customerId, countryId);
      await deps.saved?.(session.customerId);
    },

    /**
     * Saves one category of the profile. The body's nested objects are read back as dotted
     * keys; every attribute of the category is checked against its own rules, and nothing is
     * saved unless all pass.
     */
    async updateCategory(session: SessionRow, category: AttributeCategory, body: unknown) {
      const record = await customers.load(session.customerId);
      const countryId = record?.customer.countryId;
      if (!countryId) {
        throw new ValidationFailed({ country_id: [profileRefusals.countryFirst] });
      }
      if (category === 'identity' && (await deps.approvedIdentity(session.customerId))) {
        throw identityLocked();
      }
      // The tier an approved proof of address gave stands for the address it proved.
      if (category === 'address' && (await deps.approvedAddress(session.customerId))) {
        throw addressLocked();
      }
      const flat =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? flattenToDottedKeys(body as Record<string, unknown>)
          : {};
      const definitions = await profile.definitions(countryId, category);
      const known = new Set(definitions.map((d) => d.attribute));
      const errors: Record<string, string[]> = {};
      for (const key of Object.keys(flat)) {
        if (!known.has(key)) errors[key] = [`This field is not part of your ${category} details.`];
      }
      const values: { definitionId: number; value: string | null }[] = [];
      const columns: ProfileColumns = { customer: {}, birthDetail: {}, address: {} };
      for (const definition of definitions) {
        const result = await check(definition, flat[definition.attribute]);
        if ('error' in result) {
          errors[definition.attribute] = [result.error];
          continue;
        }
        values.push({ definitionId: definition.id, value: result.value });
        COLUMNS[definition.attribute]?.(columns, result.value);
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      if (category === 'identity') {
        const parts = [
          columns.customer.name,
          columns.customer.secondName,
          columns.customer.thirdName,
        ];
        columns.customer.wholeName = parts.filter(Boolean).join(' ') || null;
      }
      await profile.saveCategory(session.customerId, values, columns);
      if (category === 'identity') await deps.identitySaved?.(session.customerId);
      await deps.saved?.(session.customerId);
    },

    /**
     * Copies what review read from the approved proof of identity into the profile: the
     * names, the birth date and the document's number, and records whether the name the
     * customer had typed matched the document.
     */
    async applyInfoFromPoi(session: SessionRow) {
      const document = await deps.approvedIdentity(session.customerId);
      if (!document?.holderSurname || !document.holderGivenNames || !document.holderBirthDate) {
        throw new ValidationFailed({ poi: [profileRefusals.noApprovedIdentity] });
      }
      const record = await customers.load(session.customerId);
      const typed = [record?.customer.name, record?.customer.secondName, record?.customer.thirdName]
        .filter(Boolean)
        .join(' ');
      const [first, ...middle] = document.holderGivenNames.trim().split(/\s+/);
      const fromDocument: Record<string, string | null> = {
        name: first ?? null,
        second_name: middle.length > 0 ? middle.join(' ') : null,
        third_name: document.holderSurname,
        'birth_detail.date_of_birth': document.holderBirthDate,
        unique_identity_number: document.documentNumber,
      };
      const definitions = record?.customer.countryId
        ? await profile.definitions(record.customer.countryId, 'identity')
        : [];
      const columns: ProfileColumns = { customer: {}, birthDetail: {}, address: {} };
      for (const [key, value] of Object.entries(fromDocument)) COLUMNS[key]?.(columns, value);
      columns.customer.wholeName = [
        fromDocument.name,
        fromDocument.second_name,
        fromDocument.third_name,
      ]
        .filter(Boolean)
        .join(' ');
      const values = definitions
        .filter((definition) => definition.attribute in fromDocument)
        .map((definition) => ({
          definitionId: definition.id,
          value: fromDocument[definition.attribute] ?? null,
        }));
      await profile.saveCategory(session.customerId, values, columns);
      await customers.updateCustomer(session.customerId, {
        poiNameCheck: normaliseName(typed) === normaliseName(columns.customer.wholeName),
      });
      await deps.identitySaved?.(session.customerId);
    },

    /** Checks the number for its country, keeps it pending and texts it a code. */
    /**
     * Sends a code to a new mobile number. Replacing a verified number (a way to take an account
     * over) runs `confirmChange` first, once the number is valid: the route's step-up.
     */
    async requestMobileNumber(
      session: SessionRow,
      countryId: number,
      input: string,
      confirmChange?: () => Promise<void>,
    ) {
      const country = await countries.find(countryId);
      if (!country) {
        throw new ValidationFailed({
          mobile_number_country_id: [profileRefusals.chooseCountry],
        });
      }
      const phone = parsePhoneNumberFromString(input, country.iso2Alpha as never);
      const type = phone?.getType();
      // A number of the chosen country (not another one typed with its own +code), mobile, and
      // without an extension.
      if (
        !phone ||
        !phone.isValid() ||
        phone.country !== country.iso2Alpha ||
        phone.ext ||
        (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
      ) {
        throw new ValidationFailed({
          mobile_number: [refusal(profileRefusals.mobileNumber, { country: country.commonName })],
        });
      }
      const account = await customers.findAccount(session.customerId);
      if (account?.mobileNumber) await confirmChange?.();
      const scope = { customerId: session.customerId, purpose: 'mobile-verification' as const };
      const code = await deps.codes.issue(scope);
      await customers.updateAccount(session.customerId, {
        pendingMobileNumber: phone.number,
        pendingMobileNumberCountryId: country.id,
      });
      const { t } = deps.speakerOf
        ? await deps.speakerOf(session.customerId)
        : speakerFor(DEFAULT_LANGUAGE);
      await deps.sms.send(
        phone.number,
        t(codeSentences.mobileText, { code, minutes: deps.codeTtlMinutes }),
      );
      return {
        message: inEnglish(valuedSentences.codeSentToPhone, { phone: phone.formatInternational() }),
        mobile_number: phone.number,
      };
    },

    /**
     * The number a code was texted to and not yet entered, so that a reload of the code screen
     * comes back to it (with the cool-down left) instead of asking for a new code; null when
     * no code is waiting.
     */
    async pendingMobileNumber(session: SessionRow) {
      const account = await customers.findAccount(session.customerId);
      if (!account?.pendingMobileNumber || account.pendingMobileNumberCountryId === null) {
        return null;
      }
      const waiting = await deps.codes.waiting({
        customerId: session.customerId,
        purpose: 'mobile-verification',
      });
      if (!waiting) return null;
      return {
        mobile_number: account.pendingMobileNumber,
        mobile_number_country_id: account.pendingMobileNumberCountryId,
        resend_in_seconds: waiting.resendIn,
      };
    },

    async verifyMobileNumber(session: SessionRow, otp: string) {
      const account = await customers.findAccount(session.customerId);
      if (!account?.pendingMobileNumber) {
        throw new ValidationFailed({ otp: [profileRefusals.codeFirst] });
      }
      await deps.codes.verify(
        { customerId: session.customerId, purpose: 'mobile-verification' },
        otp,
      );
      await customers.updateAccount(session.customerId, {
        mobileNumber: account.pendingMobileNumber,
        mobileNumberCountryId: account.pendingMobileNumberCountryId,
        pendingMobileNumber: null,
        pendingMobileNumberCountryId: null,
      });
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;
