/*
 * What Homeward's mail, texts and push messages say, in English: each sentence is a msgid of the
 * API's catalogs (apps/api/locales/<tag>.po, decision 0038), said in the customer's language by
 * their Speaker. Values go in as ICU placeholders, never joined on: word order differs between
 * languages. A sentence is written whole, so a translator never has to fit a fragment.
 */

/** The mail's frame: the line under every mail and the links' words in the plain-text part. */
export const frame = {
  tagline: 'Homeward · sending money home, simply and safely.',
  linkLine: '{label}: {link}',
  reasonLine: 'The reason: {reason}',
  notYouReset: 'If this was not you, reset your password now and contact us.',
  /** A push message's body where the news itself is in the app. */
  openToSee: 'Open Homeward to see it.',
} as const;

export const codeSentences = {
  yourCode: 'Your code: {code}',
  validity:
    'It works for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this email.',
  verificationSubject: '{code} is your Homeward verification code',
  verificationIntro: 'Welcome to Homeward. Enter this code to confirm your email address.',
  signInSubject: '{code} is your Homeward sign-in code',
  signInIntro: 'Someone (we hope you) is signing in to Homeward. Enter this code to finish.',
  stepUpSubject: '{code} is your Homeward confirmation code',
  stepUpIntro:
    'You are changing something important in your Homeward account. Enter this code to confirm it is you.',
  emailSubject: '{code} is your Homeward email code',
  emailIntro: 'Enter this code in Homeward to make this your new email address.',
  /** The text message to a mobile number being verified (profile/service.ts). */
  mobileText:
    '{code} is your Homeward code. It works for {minutes, plural, one {# minute} other {# minutes}}. Never share it.',
} as const;

export const accountSentences = {
  emailChangedSubject: 'Your Homeward email address was changed',
  emailChangedTitle: 'Your email address was changed',
  emailChangedLine:
    'The email address of your Homeward account was just changed to {email}. We will write to that address from now on.',
  emailChangedPush: 'Your Homeward email was changed',
  emailChangedPushBody: 'Not you? Contact us straight away.',
  newDeviceSubject: 'New sign-in to your Homeward account',
  newDeviceTitle: 'New sign-in to your account',
  newDeviceLine:
    'Your Homeward account was just signed in to from a device we have not seen before: {device}, at {at}, from the network address {ip}.',
  newDeviceIfYou: 'If this was you, there is nothing to do.',
  newDeviceIfNot: 'If it was not you, sign that device out now and change your password.',
  newDeviceAction: 'This was not me: sign it out',
  newDeviceTextLink: 'Sign that device out',
  newDevicePush: 'New sign-in to Homeward',
  newDevicePushBody: 'From {device}. Not you? Sign it out in settings.',
  unknownBrowser: 'an unknown browser',
  deviceOn: '{browser} on {system}',
  resetSubject: 'Reset your Homeward password',
  resetTitle: 'Reset your password',
  resetRequested: 'We received a request to reset your Homeward password.',
  resetValidity:
    'The link works once, for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email: your password stays the same.',
  resetAction: 'Reset password',
  passwordChangedSubject: 'Your Homeward password was changed',
  passwordChangedTitle: 'Your password was changed',
  passwordChangedLine: 'Your Homeward password was just changed, and every device was signed out.',
  passwordChangedPushBody: 'Not you? Reset it now and contact us.',
  passkeySubject: 'A passkey was added to your Homeward account',
  passkeyTitle: 'A passkey was added',
  passkeyLine:
    'A passkey named “{name}” was added to your Homeward account. It can sign in without your password.',
  passkeyNotYou:
    'If this was not you, remove it in your settings, change your password and contact us.',
  passkeyAction: 'Review your passkeys',
  passkeyPush: 'A passkey was added to your account',
  passkeyPushBody: '“{name}” can now sign in to Homeward. Not you? Remove it in settings.',
  supportSubject: 'Our answer to your question: {topic}',
  supportTitle: 'Our answer to your question',
  supportThanks: 'Thank you for writing to us. Here is our answer:',
  supportMore: 'If you need anything else, send us a new request from the Help page.',
  supportAction: 'See your requests',
} as const;

export const documentSentences = {
  proof_of_identity: 'proof of identity',
  proof_of_address: 'proof of address',
  selfie: 'selfie',
  source_of_funds: 'source of funds',
  document: 'document',
  approvedSubject: 'Your {document} is approved',
  approvedLine: 'Good news: your {document} is approved.',
  approvedThanks: 'Thank you for helping us keep your money safe.',
  rejectedSubject: 'Please upload your {document} again',
  rejectedLine: 'We could not accept your {document}.',
  rejectedUnreadable: 'We could not read it.',
  uploadAgain: 'Please upload it again from Account verification in the app.',
  expiredSubject: 'Your {document} has expired',
  expiredLine: 'Your {document} has expired.',
  uploadCurrent: 'Please upload a current one from Account verification.',
  reviewingSubject: 'We are reviewing your {document}',
  reviewingLine: 'We are reviewing your {document}. We will let you know as soon as we are done.',
} as const;

export const rateAlertSentences = {
  subject: 'Your rate is here: {rate}',
  title: 'Your rate is here',
  corridor: '{source} to {country} ({destination})',
  line: 'Sending {corridor} now gets {rate}: your alert asked for {target} or better.',
  price:
    'We have a price ready: send {send} and your recipient gets {receives}. Prices move, so check it before you pay.',
  manage: 'You can change or remove your rate alerts in Homeward.',
  action: 'See your price',
  text: 'Homeward: your rate is here, {rate}. A price is ready for you in the app.',
  pushBody: '{rate}. A price is ready for you.',
} as const;

export const scheduleSentences = {
  preparedSubject: 'Your transfer to {name} is ready to confirm',
  preparedLine: 'Your scheduled transfer of {amount} to {name} for {day} has a new price.',
  preparedCheck:
    'Check it and confirm to pay. The price holds for a short time; opening the link later gets a fresh one.',
  preparedAction: 'Review and pay',
  preparedHeadline: 'A scheduled transfer is ready to confirm',
  failedSubject: 'We could not prepare your transfer to {name}',
  failedLine: 'We could not prepare your scheduled transfer of {amount} to {name} for {day}.',
  failedUnpriced: 'The price could not be made.',
  failedContinues: 'Your schedule continues with the next one.',
  failedHeadline: 'We could not prepare a scheduled transfer',
  stoppedSubject: 'Your scheduled transfer to {name} has stopped',
  stoppedLine: 'Your scheduled transfer of {amount} to {name} has stopped.',
  stoppedUnsendable: 'It can no longer be sent.',
  stoppedNoMore: 'No more transfers will be prepared for it.',
  stoppedHeadline: 'A scheduled transfer has stopped',
  seeSchedules: 'See your schedules',
  text: 'Homeward: {headline}. Open the Homeward app to see it.',
} as const;

export const transferSentences = {
  fundsReceivedSubject: 'We have your payment for {name}',
  fundsReceivedLine: 'We received your payment of {charged}.',
  fundsReceivedNext: '{name} will get {receives}. We will tell you when it arrives.',
  onHoldSubject: 'We are checking your transfer to {name}',
  onHoldLine: 'Before we send {receives} to {name}, we need to check a few details.',
  onHoldDefault: 'We will email you if we need anything.',
  completedSubject: '{name} has the money',
  completedLine: '{receives} has been paid out to {name}.',
  completedThanks: 'Thank you for sending with Homeward.',
  failedSubject: 'Your transfer to {name} could not be delivered',
  failedLine: 'We could not pay out {receives} to {name}.',
  failedDefault: 'The payout partner refused it.',
  failedRefunding: 'We are refunding your payment in full, fee included.',
  refundPendingSubject: 'We are refunding {charged}',
  refundPendingDefault: 'Your transfer to {name} will not go ahead.',
  refundPendingLine:
    'We are refunding {charged} to the card you paid with. We will email you when it is done.',
  refundedSubject: 'Your refund for the transfer to {name}',
  refundedLine: 'We refunded {charged} for the transfer to {name}, fee included.',
  reference: 'Transfer {tracking}.',
  action: 'See your transfer',
  text: 'Homeward: {headline}. Transfer {tracking}.',
} as const;

/** Every sentence above, for the catalogs' test. */
export const mailSentences: readonly string[] = [
  frame,
  codeSentences,
  accountSentences,
  documentSentences,
  rateAlertSentences,
  scheduleSentences,
  transferSentences,
].flatMap((group) => Object.values(group));
