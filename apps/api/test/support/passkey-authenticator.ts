import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the API tests: ES256 keys from node:crypto, `none`
 * attestation and assertions built byte by byte as the WebAuthn spec lays them out, so the
 * server is tested against what a browser and an authenticator really send.
 */

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  cosePublicKey: Uint8Array;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  /** The page's origin as the browser reports it. */
  origin?: string;
  /** The relying party the authenticator signs for (its hash goes in authData). */
  rpId?: string;
  /** User verification (a PIN or biometric) done; false leaves the UV flag clear. */
  userVerified?: boolean;
}

interface RegistrationOptionsLike {
  challenge: string;
  rp: { id?: string | undefined };
  user: { id: string };
}

interface AuthenticationOptionsLike {
  challenge: string;
  rpId?: string | undefined;
  allowCredentials?: { id: string }[] | undefined;
}

function authenticatorData(
  rpId: string,
  flags: number,
  counter: number,
  attested?: { id: Buffer; cosePublicKey: Uint8Array },
): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
  if (attested) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(attested.id.length);
    parts.push(Buffer.alloc(16), length, attested.id, Buffer.from(attested.cosePublicKey));
  }
  return Buffer.concat(parts);
}

export class SoftAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(
    private readonly defaults: { origin: string; rpId: string } = {
      origin: 'http://localhost:8080',
      rpId: 'localhost',
    },
    /** Authenticators that keep a signature counter count up from 1; passkeys mostly send 0. */
    private readonly keepsCounter = true,
  ) {}

  /** `navigator.credentials.create()`: a new discoverable credential, `none` attestation. */
  create(
    options: RegistrationOptionsLike,
    ceremony: CeremonyOptions & { sameIdAs?: StoredCredential } = {},
  ) {
    const rpId = ceremony.rpId ?? options.rp.id ?? this.defaults.rpId;
    const origin = ceremony.origin ?? this.defaults.origin;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
    // A browser that ignored excludeCredentials would make one with an enrolled id again.
    const id = ceremony.sameIdAs ? Buffer.from(ceremony.sameIdAs.id) : randomBytes(32);
    const stored: StoredCredential = {
      id,
      privateKey,
      cosePublicKey,
      rpId,
      userHandle: options.user.id,
      counter: 0,
    };
    this.credentials.push(stored);
    const flags =
      FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV) | FLAG_BE | FLAG_BS | FLAG_AT;
    const authData = authenticatorData(rpId, flags, 0, { id, cosePublicKey });
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /**
   * `navigator.credentials.get()`: signs the challenge with the first of the allowed
   * credentials it holds (or `credential`, or its newest one when none are listed).
   */
  get(
    options: AuthenticationOptionsLike,
    ceremony: CeremonyOptions & { credential?: StoredCredential; counter?: number } = {},
  ) {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const stored =
      ceremony.credential ??
      (allowed
        ? this.credentials.find((c) => allowed.includes(b64url(c.id)))
        : this.credentials.at(-1));
    if (!stored) throw new Error('NotAllowedError: no credential for these options');
    const rpId = ceremony.rpId ?? options.rpId ?? stored.rpId;
    const origin = ceremony.origin ?? this.defaults.origin;
    if (ceremony.counter !== undefined) stored.counter = ceremony.counter;
    else if (this.keepsCounter) stored.counter += 1;
    const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV) | FLAG_BE | FLAG_BS;
    const authData = authenticatorData(rpId, flags, stored.counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin,
        crossOrigin: false,
      }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      stored.privateKey,
    );
    return {
      id: b64url(stored.id),
      rawId: b64url(stored.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: stored.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
