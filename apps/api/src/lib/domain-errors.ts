import { messages } from '@homeward/contract';
import { MORE_ERRORS, NO_DETAILS, customerRefusals } from '../i18n/messages';
import { translatorFor, type Translate } from '../i18n/translate';

/**
 * Errors by meaning. Services throw these and know nothing of HTTP; `plugins/errors.ts` alone
 * maps each class to a status and a Laravel-shaped body, and the ops CLI prints the message.
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** More of the answer beside `message` (an id to go to, what to do next). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** No one is signed in, or the session no longer leads to a customer (401). */
export class Unauthenticated extends DomainError {
  constructor(message: string = messages.unauthenticated) {
    super(message);
  }
}

/**
 * The caller is known but may not do this (403): blocked from sending, over a limit. `extra`
 * says what stops them and what to do next.
 */
export class Forbidden extends DomainError {}

/**
 * A sensitive change whose session proved its second factor too long ago (423, as Laravel's
 * password confirmation answers): `extra.step_up` says which factor to ask for again, and
 * whether a passkey may answer instead.
 */
export class StepUpRequired extends DomainError {
  constructor(method: 'email' | 'totp', passkey: boolean) {
    super(customerRefusals.confirmItIsYou, {
      step_up: { method, passkey },
    });
  }
}

/** The thing asked for does not exist, or is not the caller's to see (404). */
export class NotFound extends DomainError {
  constructor(message: string = messages.notFound) {
    super(message);
  }
}

/**
 * The request was understood but the thing has moved on: another request changed it first,
 * or its state does not allow this now (409). The message says what happened in plain words.
 */
export class Conflict extends DomainError {}

/** A state machine refused a move (409): a transfer, a payment or a document. */
export class RefusedTransition extends Conflict {}

/** The input is not valid: messages per field, as Laravel's validator answers (422). */
export class ValidationFailed extends DomainError {
  constructor(
    readonly errors: Record<string, string[]>,
    extra: Record<string, unknown> = {},
  ) {
    super(summarise(errors), extra);
  }
}

const english = translatorFor('en-AU');

/**
 * Laravel's summary: the first message, and how many more there are, in `translate`'s language
 * (English unless the error handler answers in another; plugins/errors.ts).
 */
export function summarise(
  errors: Record<string, string[]>,
  translate: Translate = english,
): string {
  const all = Object.values(errors).flat();
  const first = all[0] ?? translate(NO_DETAILS);
  const more = all.length - 1;
  return more > 0 ? translate(MORE_ERRORS, { first, more }) : first;
}

/** Whole seconds, at least one: what a client waits before it tries again. */
const wholeSeconds = (seconds: number) => Math.max(1, Math.ceil(seconds));

/** Too many attempts (429): wrong codes, sign-ins, messages; try again after a while. */
export class TooManyAttempts extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = wholeSeconds(retryAfterSeconds);
  }
}

/** Something this needs is out of service for now, such as fresh exchange rates (503). */
export class TemporarilyUnavailable extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = wholeSeconds(retryAfterSeconds);
  }
}
