import { messages, onboardingMessages } from '@homeward/contract';

/*
 * The sentences the API says to customers in their language (decision 0037), in English, the
 * source: each is a msgid in locales/<tag>.po. A sentence is added here and translated there;
 * src/i18n/catalogs.test.ts fails until every catalog has it with the same placeholders (the
 * whole list is registry.ts).
 */

/** The password policy's rules, as the sign-up checklist shows them. */
export const passwordRuleMessages = {
  length: 'At least {min} characters',
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  digits: 'One number',
  wildcard: 'One special character such as ! ? # or @',
} as const;

/** Laravel's summary of a 422 with no field named, and of one with more than one problem. */
export const NO_DETAILS = 'The given data was invalid.';

export const MORE_ERRORS = '{first} (and {more, plural, one {# more error} other {# more errors}})';

/** Why a schedule or a price cannot be made or confirmed (schedules, quotes), said in errors. */
export const sendingRefusals = {
  scheduleStopped: 'This schedule has stopped.',
  nothingToConfirm: 'There is no transfer waiting for you to confirm on this schedule.',
  chooseYourTransfer: 'Choose one of your transfers.',
  transferDidNotGo: 'This transfer did not go ahead. Repeat one that did.',
  startTodayOrLater: 'Choose today or a day in the future.',
  beingPrepared: 'This transfer is being prepared right now. Try again in a moment.',
  rateMoved:
    'The rate changed more than you asked us to watch for. Confirm you accept the new rate.',
  corridorClosed: 'We do not send money there at the moment.',
  amountTooLarge: 'That amount is too large.',
} as const;

/**
 * Fixed sentences the API answers with, in errors and under fields: translated on the way out
 * (plugins/errors.ts) wherever they appear. Sentences with values in them are not here; they
 * become messages with placeholders as they are translated.
 */
export const fixedSentences = [
  messages.unauthenticated,
  messages.csrfMismatch,
  messages.notFound,
  messages.serverError,
  messages.invalidCredentials,
  NO_DETAILS,
  'The email has already been taken.',
  'The email field is required.',
  'The email field must be a valid email address.',
  'The email field must not be greater than 254 characters.',
  'The password field is required.',
  'The password field must not be greater than 128 characters.',
  'The confirm password field is required.',
  'The confirm password field must match password.',
  'The current password field is required.',
  ...Object.values(sendingRefusals),
  ...Object.values(onboardingMessages),
] as const;
