import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  PASSKEYS_PER_ACCOUNT,
  passkeyMessages,
  type Passkey,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
} from '@homeward/contract';
import { NotFound, TooManyAttempts, ValidationFailed } from '../../lib/domain-errors';
import type { AccountSecurityService, RequestMeta } from '../account-security/service';
import type { customerRepository } from '../customers/repository';
import type { Notifications } from '../notifications/service';
import { describeDevice } from '../sessions/client-info';
import type { SessionRow } from '../sessions/repository';
import type { SessionService } from '../sessions/service';
import type { Throttles } from '../throttle/store';
import type {
  ChallengePurpose,
  ChallengeRepository,
  PasskeyRepository,
  PasskeyRow,
} from './repository';
import { waitInWords } from '../../lib/wait-in-words';
import { onFirstUse } from '../../lib/on-first-use';
import { accountSentences } from '../mail/sentences';
import { customerRefusals, valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

export interface PasskeySettings {
  /** The WebAuthn relying party: a domain every origin below is on (APP_URL's host by default). */
  rpId: string;
  rpName: string;
  /** Where the SPA runs: APP_URL and the FRONTEND_ORIGINS on the relying party's domain. */
  origins: string[];
  appUrl: string;
  /** How long a challenge may be answered. */
  challengeTtlSeconds: number;
  mfaMaxFailures: number;
  loginPerIp: number;
  loginWindowSeconds: number;
}

// Its ASN.1 and COSE code is 25 MB of memory: loaded at the first passkey ceremony.
const webAuthn = onFirstUse(() => import('@simplewebauthn/server'));

const refused = (message: string = passkeyMessages.notRecognised) =>
  new ValidationFailed({ credential: [message] });

/** The challenge a browser signed, read from its client data; undefined when unreadable. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** The WebAuthn user handle of a customer: their id, which says nothing about them. */
const userHandleOf = (customerId: string) => new TextEncoder().encode(customerId);

/**
 * Passkeys: enrolment and removal, sign-in without a password (a passkey with user
 * verification proves both factors), the second factor after a password, and step-up. Every
 * challenge is stored server side, bound to its ceremony and browser, and used once.
 */
export function passkeyService(deps: {
  passkeys: PasskeyRepository;
  challenges: ChallengeRepository;
  customers: Pick<ReturnType<typeof customerRepository>, 'findAccount'>;
  sessions: Pick<
    SessionService,
    'start' | 'rotate' | 'claimMfaAttempt' | 'end' | 'proveSecondFactor'
  >;
  security: Pick<AccountSecurityService, 'recordEvent' | 'mfaMethodFor'>;
  notifications: Notifications;
  throttles: Throttles;
  settings: PasskeySettings;
}) {
  const { passkeys, challenges, sessions, security, settings } = deps;
  // The password sign-in's count per address: a passkey guess is a sign-in attempt too.
  const signInsByIp = deps.throttles('login:ip', {
    attempts: settings.loginPerIp,
    windowSeconds: settings.loginWindowSeconds,
  });
  const timeout = settings.challengeTtlSeconds * 1000;

  async function remember(challenge: string, purpose: ChallengePurpose, binding: string) {
    await challenges.create({
      challenge,
      purpose,
      binding,
      expiresAt: new Date(Date.now() + timeout),
    });
  }

  function present(row: PasskeyRow): Passkey {
    return {
      id: row.id,
      name: row.name,
      backed_up: row.backedUp,
      device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  async function accountOf(customerId: string) {
    const account = await deps.customers.findAccount(customerId);
    if (!account) throw new NotFound();
    return account;
  }

  async function requestOptions(
    purpose: ChallengePurpose,
    binding: string,
    customerId?: string,
  ): Promise<PasskeyAuthenticationOptions> {
    let allowCredentials: { id: string; transports?: string[] }[] | undefined;
    if (customerId) {
      const rows = await passkeys.listForCustomer(customerId);
      if (rows.length === 0) throw refused(passkeyMessages.noneOnAccount);
      allowCredentials = rows.map((row) => ({ id: row.credentialId, transports: row.transports }));
    }
    const options = await (
      await webAuthn()
    ).generateAuthenticationOptions({
      rpID: settings.rpId,
      userVerification: 'required',
      timeout,
      ...(allowCredentials ? { allowCredentials } : {}),
    });
    await remember(options.challenge, purpose, binding);
    return options as PasskeyAuthenticationOptions;
  }

  /**
   * Checks an assertion: its challenge is this ceremony's and unused, the credential is known
   * (and the customer's, when one is expected), the signature holds with user verification,
   * and the counter moved on. Every refusal is the same answer.
   */
  async function verifyAssertion(
    purpose: ChallengePurpose,
    binding: string,
    credential: AuthenticationResponseJSON,
    customerId?: string,
  ): Promise<PasskeyRow | undefined> {
    const challenge = signedChallenge(credential.response.clientDataJSON);
    if (!challenge || !(await challenges.consume(challenge, purpose, binding))) return undefined;
    const row = await passkeys.findByCredentialId(credential.id);
    if (!row || (customerId !== undefined && row.customerId !== customerId)) return undefined;
    const handle = credential.response.userHandle;
    if (handle && handle !== Buffer.from(userHandleOf(row.customerId)).toString('base64url')) {
      return undefined;
    }
    try {
      const { verified, authenticationInfo } = await (
        await webAuthn()
      ).verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge,
        expectedOrigin: settings.origins,
        expectedRPID: settings.rpId,
        requireUserVerification: true,
        credential: {
          id: row.credentialId,
          publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
          counter: row.counter,
          transports: row.transports,
        },
      });
      if (!verified) return undefined;
      const used = await passkeys.recordUse(
        row.id,
        authenticationInfo.newCounter,
        authenticationInfo.credentialBackedUp,
      );
      return used ? row : undefined;
    } catch {
      // A bad signature, origin, relying party, flags or counter: all the same to the caller.
      return undefined;
    }
  }

  return {
    async list(customerId: string): Promise<Passkey[]> {
      return (await passkeys.listForCustomer(customerId)).map(present);
    },

    /** Whether a session owing its second factor can give it with a passkey. */
    async availableFor(customerId: string): Promise<boolean> {
      return (await passkeys.countForCustomer(customerId)) > 0;
    },

    async registrationOptions(session: SessionRow): Promise<PasskeyRegistrationOptions> {
      const existing = await passkeys.listForCustomer(session.customerId);
      if (existing.length >= PASSKEYS_PER_ACCOUNT) {
        throw new ValidationFailed({ passkey: [passkeyMessages.tooMany] });
      }
      const account = await accountOf(session.customerId);
      const options = await (
        await webAuthn()
      ).generateRegistrationOptions({
        rpName: settings.rpName,
        rpID: settings.rpId,
        userName: account.email,
        userDisplayName: account.email,
        userID: userHandleOf(session.customerId),
        timeout,
        attestationType: 'none',
        // The browser refuses an authenticator that already holds one of these.
        excludeCredentials: existing.map((row) => ({
          id: row.credentialId,
          transports: row.transports,
        })),
        // Discoverable, so it can sign in without an email; verified, so it is two factors.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await remember(options.challenge, 'registration', session.id);
      return options as PasskeyRegistrationOptions;
    },

    async add(
      session: SessionRow,
      input: { name?: string | undefined; credential: RegistrationResponseJSON },
      meta: RequestMeta,
    ): Promise<Passkey> {
      const challenge = signedChallenge(input.credential.response.clientDataJSON);
      if (!challenge || !(await challenges.consume(challenge, 'registration', session.id))) {
        throw refused(passkeyMessages.registrationFailed);
      }
      let verification;
      try {
        verification = await (
          await webAuthn()
        ).verifyRegistrationResponse({
          response: input.credential,
          expectedChallenge: challenge,
          expectedOrigin: settings.origins,
          expectedRPID: settings.rpId,
          requireUserVerification: true,
        });
      } catch {
        throw refused(passkeyMessages.registrationFailed);
      }
      if (!verification.verified) throw refused(passkeyMessages.registrationFailed);
      const info = verification.registrationInfo;
      if ((await passkeys.countForCustomer(session.customerId)) >= PASSKEYS_PER_ACCOUNT) {
        throw new ValidationFailed({ passkey: [passkeyMessages.tooMany] });
      }
      const name = input.name ?? describeDevice(meta.userAgent) ?? 'Passkey';
      const row = await passkeys.insert({
        customerId: session.customerId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: info.credential.transports ?? input.credential.response.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name,
      });
      if (!row) throw refused(passkeyMessages.alreadyAdded);
      await security.recordEvent(session.customerId, 'passkey_added', meta);
      const account = await accountOf(session.customerId);
      await deps.notifications.notify(session.customerId, ({ t }) => ({
        mail: {
          to: account.email,
          message: {
            template: 'passkey-added',
            name,
            settingsLink: `${settings.appUrl}/settings/security`,
          },
        },
        push: {
          title: t(accountSentences.passkeyPush),
          body: t(accountSentences.passkeyPushBody, { name }),
          url: '/settings/security',
        },
      }));
      return present(row);
    },

    async rename(customerId: string, id: string, name: string): Promise<Passkey> {
      const row = await passkeys.rename(customerId, id, name);
      if (!row) throw new NotFound();
      return present(row);
    },

    /** The last one may go too: the password and the emailed code (or the app) remain. */
    async remove(customerId: string, id: string, meta: RequestMeta): Promise<void> {
      const row = await passkeys.remove(customerId, id);
      if (!row) throw new NotFound();
      await security.recordEvent(customerId, 'passkey_removed', meta);
    },

    /** Sign-in without a password: any passkey of this site, chosen in the browser. */
    signInOptions: (visitor: string) => requestOptions('sign-in', visitor),

    /**
     * Signs in with a passkey. The attempt counts against the address's sign-in limit before
     * it is judged (a success takes it back); the new session has proved both factors.
     */
    async signIn(
      visitor: string,
      input: { credential: AuthenticationResponseJSON; remember?: boolean | undefined },
      meta: RequestMeta,
    ) {
      const byIp = await signInsByIp.attempt(meta.ipAddress);
      if (!byIp.allowed) {
        throw new TooManyAttempts(
          inEnglish(valuedSentences.signInWait, { wait: waitInWords(byIp.retryAfter) }),
          byIp.retryAfter,
        );
      }
      const row = await verifyAssertion('sign-in', visitor, input.credential);
      if (!row) {
        await security.recordEvent(null, 'passkey_failed', meta);
        throw refused();
      }
      await signInsByIp.refund(meta.ipAddress);
      const started = await sessions.start({
        customerId: row.customerId,
        remember: input.remember,
        mfaMethod: await security.mfaMethodFor(row.customerId),
        secondFactorAt: new Date(),
        ...meta,
      });
      await security.recordEvent(row.customerId, 'passkey_signed_in', meta);
      return started;
    },

    /** The second step after a password, with one of the customer's own passkeys. */
    async secondFactorOptions(session: SessionRow) {
      if (!session.mfaMethod || session.isMfaCompleted) {
        throw refused(customerRefusals.noSecondStep);
      }
      return requestOptions('second-factor', session.id, session.customerId);
    },

    /**
     * Completes the second factor with a passkey, as a code would: the attempt counts against
     * the session's tries first, and past the limit the session ends.
     */
    async completeSecondFactor(
      session: SessionRow,
      credential: AuthenticationResponseJSON,
      meta: RequestMeta,
    ) {
      if (!session.mfaMethod || session.isMfaCompleted) {
        throw refused(customerRefusals.noSecondStep);
      }
      const lockOut = async () => {
        if (await sessions.end(session)) {
          await security.recordEvent(session.customerId, 'locked_out', meta);
        }
        return new TooManyAttempts(customerRefusals.signInAgain, 1);
      };
      const attempts = await sessions.claimMfaAttempt(session.id, settings.mfaMaxFailures);
      if (attempts === undefined) throw await lockOut();
      const row = await verifyAssertion(
        'second-factor',
        session.id,
        credential,
        session.customerId,
      );
      if (!row) {
        await security.recordEvent(session.customerId, 'mfa_failed', meta);
        if (attempts >= settings.mfaMaxFailures) throw await lockOut();
        throw refused();
      }
      const rotated = await sessions.rotate(session, {
        isMfaCompleted: true,
        secondFactorAt: new Date(),
      });
      await security.recordEvent(session.customerId, 'mfa_passed', meta);
      return rotated;
    },

    /** Step-up: a signed-in session proves the second factor again before a sensitive change. */
    stepUpOptions: (session: SessionRow) =>
      requestOptions('step-up', session.id, session.customerId),

    async stepUp(session: SessionRow, credential: AuthenticationResponseJSON, meta: RequestMeta) {
      const row = await verifyAssertion('step-up', session.id, credential, session.customerId);
      if (!row) {
        await security.recordEvent(session.customerId, 'passkey_failed', meta);
        throw refused();
      }
      await sessions.proveSecondFactor(session.id);
      await security.recordEvent(session.customerId, 'step_up_passed', meta);
    },
  };
}
export type PasskeyService = ReturnType<typeof passkeyService>;
