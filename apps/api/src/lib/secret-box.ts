import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals small secrets that must be read back (authenticator seeds) with AES-256-GCM under a key
 * derived from APP_KEY, so a database dump alone does not hand out second factors.
 * Format: base64url(iv | tag | ciphertext).
 */
export function secretBox(appKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), 'homeward:secret-box', 32));
  return {
    seal(plaintext: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(box: string): string {
      const data = Buffer.from(box, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
export type SecretBox = ReturnType<typeof secretBox>;
