/** Values the access matrix's requests use, shared by its parts. */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
/** A Pusher HTTP API query with the key and a fresh timestamp but no valid signature. */
export const unsignedPusherQuery = () =>
  `auth_key=nope&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=nope`;

export const NEW_PASSWORD = 'Another-horse-2';
export const WRONG_PASSWORD = 'Wrong-horse-9';
export const WRONG_CODE = '000000';
export const recipientBody = (name: string) => ({
  country: 'PH',
  currency: 'PHP',
  payout_method: 'bank_account',
  details: { full_name: name, bank_code: 'BDO', account_number: '009876543210' },
});
let mobileSequence = 500;
/** A mobile number no other request used. */
export const nextMobile = () => (mobileSequence += 1);
/** Well-formed WebAuthn answers that no challenge asked for and no account knows. */
export const unknownAssertion = {
  id: 'dW5rbm93bi1jcmVkZW50aWFs',
  rawId: 'dW5rbm93bi1jcmVkZW50aWFs',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: 'bm90LWEtY2hhbGxlbmdl',
        origin: 'http://localhost:8080',
      }),
    ).toString('base64url'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
};
export const unknownRegistration = {
  id: 'dW5rbm93bi1jcmVkZW50aWFs',
  rawId: 'dW5rbm93bi1jcmVkZW50aWFs',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: 'bm90LWEtY2hhbGxlbmdl',
        origin: 'http://localhost:8080',
      }),
    ).toString('base64url'),
    attestationObject: 'AAAA',
  },
  clientExtensionResults: {},
};

/** A well-formed push subscription of its own (a new endpoint and key each call), on loopback. */
export const pushSubscriptionBody = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
    keys: {
      p256dh: ecdh.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
};
