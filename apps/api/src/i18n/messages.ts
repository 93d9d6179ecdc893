import {
  LANGUAGE_TAGS,
  PASSKEY_NAME_MAX,
  SUPPORT_MESSAGE_MAX,
  TRANSFER_REFERENCE_MAX,
  messages,
  onboardingMessages,
  passkeyMessages,
} from '@homeward/contract';

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
 * Why a customer's request is refused, in the words of the service that refuses it (transfers,
 * recipients, documents, support, codes, sign-in and account security): fixed sentences, said
 * in any error.
 */
export const customerRefusals = {
  transfersPageGone:
    'That page of transfers is no longer available. Start again from the first page.',
  alreadyConfirmed: 'This price was already confirmed as a transfer.',
  priceNotFound: 'We could not find that price. Get a new one.',
  priceExpired: 'This price has expired. Get a new price to continue.',
  chooseYourRecipient: 'Choose one of your recipients.',
  recipientBlocked:
    'We cannot send money to this recipient. Please contact support and we will help you.',
  countryNotServed: 'We do not send money to that country at the moment.',
  ibanCheckDigits: 'The IBAN’s check digits don’t match: check it for a typo.',
  noSuchRateAlert: 'No such rate alert.',
  linkExpired: 'This link has expired or was already used.',
  noSuchDocumentType: 'No such document type.',
  uploadHereOnly: 'This document can only be uploaded here.',
  linkForAnotherDocument: 'This link is for another document.',
  chooseTypeOfCategory: 'Choose a document type of this category.',
  selfieWithCamera: 'Take the selfie with your camera on the selfie page.',
  documentNumberTooLong: 'The document number is too long.',
  documentNumberNotText: 'The document number contains characters that are not text.',
  pagesAsMultipart: 'Send the pages as multipart/form-data.',
  uploadUnreadable: 'The upload could not be read. Send the pages as multipart/form-data.',
  chooseTransferOrNone: 'Choose one of your transfers, or none.',
  someoneReplied:
    'Someone replied while you were writing. Read their reply, then send yours if it is still needed.',
  codeIncorrect: 'The code is incorrect.',
  codeExpired: 'The code has expired. Ask for a new one.',
  codesExhausted: 'Too many wrong codes. Ask for a new one.',
  signInAgain: 'Too many wrong codes. Please sign in again.',
  useAuthenticator: 'Use the code from your authenticator app.',
  noSecondStep: 'No second step is waiting for this session.',
  startAuthenticatorAgain: 'Start the authenticator set-up again.',
  alreadyYourEmail: 'This is already your email address.',
  newEmailCodeFirst: 'Ask for a code to your new email address first.',
  emailAlreadyVerified: 'Your email address is already verified.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  confirmItIsYou: 'Please confirm it is you before making this change.',
  deviceLinkInvalid: 'This link is not valid. Open it from the email.',
} as const;

/** What the API answers when a customer's request went through, in `{message}`. */
export const customerAnswers = {
  resetLinkSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetLinkUsable: 'This password reset link can be used.',
  passwordReset: 'Your password has been reset.',
  deviceSignedOut: 'That device is signed out. If it was not you, change your password now.',
} as const;

/**
 * Why the API could not read a request at all (plugins/errors.ts, plugins/bodies.ts): Fastify's
 * own client errors answered in a fixed sentence of ours, never Fastify's English.
 */
export const requestRefusals = {
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty.',
  jsonOnly: 'Send the request body as application/json.',
  tooLarge: 'The request body is too large.',
  contentLength: 'The Content-Length header does not match the body.',
  notAnObject: 'The request body must be a JSON object.',
  invalidValue: 'Invalid value.',
  notText: 'This field contains characters that are not text.',
  noFiles: 'This request takes no files.',
  notMultipart: 'The request body could not be read as multipart/form-data.',
  unreadable: 'The request could not be read.',
  addressNotValid: 'The address of this request is not valid.',
  addressTooLong: 'The address of this request is too long.',
} as const;

/**
 * Sentences of ours with values in them, in errors and answers, in English as the services
 * write them: read back out of the text and said in the request's language (`valuedWordsOf` in
 * i18n/valued-words.ts). `{wait}` is a time as `waitInWords` writes it ("45 seconds"), said
 * with `waitWords`.
 */
export const valuedSentences = {
  codeWait:
    'Please wait {seconds, plural, one {# second} other {# seconds}} before asking for another code.',
  codeSentToEmail: 'We sent a code to {email}.',
  codeSentToPhone: 'We sent a code to {phone}.',
  priceForAnotherRoute:
    'This price is for {currency} to {country} by {method}; choose a recipient who can receive that.',
  signInWait: 'Too many login attempts. Please try again in {wait}.',
  signUpWait: 'Too many sign-up attempts. Please try again in {wait}.',
  requestsWait: 'Too many requests. Please try again in {wait}.',
  weSendTo: 'We send to {country} in {currencies}.',
  methodNotTo: '{method} is not available to {country}.',
  rateBetween:
    "Choose a rate between {lowest} and {highest}: today's rate is {current} {currency}.",
  rateAlertsAtMost: 'You can have {count} rate alerts at most. Remove one to add another.',
  /** `{rules}`: the policy's rules not met, in lower case, as the contract lists them. */
  passwordMissing: 'The password does not meet the requirements: {rules}.',
} as const;

/** A time to wait as `waitInWords` writes it, in a language: "45 seconds", "15 minutes". */
export const waitWords = {
  seconds: '{count, plural, one {# second} other {# seconds}}',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
} as const;

/**
 * The contract's own refusals of a request's fields (its zod schemas) that the app says too, in
 * its catalogs: said in the words the app uses for them.
 */
export const contractRefusals = [
  'Choose how the recipient receives the money.',
  'Choose how you pay.',
  'Choose the reason for this transfer.',
  'Choose the recipient’s country.',
  'Choose what your question is about.',
  'Choose where the money comes from.',
  'Choose who receives the money.',
  'Enter an amount.',
  'Enter the 6-digit code.',
  'Enter the amount as a number, like 250 or 250.50.',
  'Tell us a little more: at least 10 characters.',
  'The name field is required.',
  'Use letters, numbers and simple punctuation.',
  'Write your question.',
] as const;

/** What the contract's push subscription refusals add: how to make a new subscription. */
const NEW_SUBSCRIPTION =
  'Turn notifications on again from Settings so your browser makes a new subscription.';

/**
 * The rest of the contract's refusals of a customer's request fields (its zod schemas: a price,
 * a transfer, a recipient, a schedule, a statement, a rate alert, support, documents, sign-up,
 * codes, passwords, passkeys, push), as the contract writes them, its limits written in. Staff's
 * schemas (admin*.ts, a support reply) are not here. contract-refusals.test.ts fails when the
 * contract has a refusal that is in no list of ours.
 */
export const contractFieldRefusals = [
  'Choose where the money goes.',
  'Enter the amount to send or the amount to receive.',
  'Enter the amount to send or the amount to receive, not both.',
  'Choose a currency.',
  'Get a price first.',
  `Keep the reference to ${TRANSFER_REFERENCE_MAX} characters.`,
  'Use a date like 2026-05-31.',
  'Choose a known status.',
  'Choose a recipient.',
  'Fill in the recipient’s details.',
  'Keep this under 200 characters.',
  'Choose a date, like 2027-01-31.',
  'That date does not exist. Choose a day this month has.',
  'Enter the rate change as a percent, like 2.',
  'Enter a rate change of at least 0.1%.',
  'Enter a rate change of at most 50%.',
  'Choose the transfer to repeat.',
  'Choose every week, every two weeks or every month.',
  'Change the amount or the rate alert.',
  'Give a date like 2026-05-31.',
  'Choose CSV or PDF.',
  'The period must end on or after the day it starts.',
  'A statement covers at most 12 months. Choose a shorter period.',
  'Choose where you send money.',
  'Give the rate you are waiting for, like 38.5.',
  'Give the rate as a number, like 38.5, with at most 6 decimals.',
  'Give a rate above zero.',
  `Keep your message under ${SUPPORT_MESSAGE_MAX} characters.`,
  'Choose a document category.',
  'Choose a document type.',
  'Choose a kind of message Homeward sends.',
  'Choose a channel Homeward sends on: email, SMS or push.',
  `Choose a language Homeward speaks: ${LANGUAGE_TAGS.join(', ')}.`,
  'The email field must be a string.',
  'The password field must be a string.',
  'The confirm password field must be a string.',
  'The remember field must be true or false.',
  'The code field is required.',
  'The code field must be a string.',
  'The code is too long.',
  'The token field is required.',
  'The token field must be a string.',
  'The token field is too long.',
  'The confirm password field is too long.',
  'The current password field must be a string.',
  'The current password field is too long.',
  'The session field is required.',
  'The session field must be a string.',
  'The session field is too long.',
  'This field must be a string.',
  'This field is too long.',
  'This field must be base64url.',
  'The credential field is required.',
  'The credential is not a passkey answer.',
  'The name field must be a string.',
  `The name must be at most ${PASSKEY_NAME_MAX} characters.`,
  'The name must be one line of text.',
  'Your browser did not give a push address.',
  'The push address is too long.',
  `The push address must be a secure (https) address. ${NEW_SUBSCRIPTION}`,
  `The subscription has no public key. ${NEW_SUBSCRIPTION}`,
  `The subscription's public key is not valid. ${NEW_SUBSCRIPTION}`,
  `The subscription has no secret. ${NEW_SUBSCRIPTION}`,
  `The subscription's secret is not valid. ${NEW_SUBSCRIPTION}`,
  `The subscription has no keys. ${NEW_SUBSCRIPTION}`,
] as const;

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
  ...Object.values(customerRefusals),
  ...Object.values(customerAnswers),
  ...Object.values(requestRefusals),
  ...Object.values(passkeyMessages),
  ...contractRefusals,
  ...contractFieldRefusals,
  ...Object.values(onboardingMessages),
] as const;
