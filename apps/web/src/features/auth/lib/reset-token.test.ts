import { describe, expect, it } from 'vitest';
import { decodeResetToken } from './reset-token';

describe('reset token decoding', () => {
  it('decodes standard base64, with + / and padding', () => {
    expect(decodeResetToken('Pz8/Pj4+')).toBe('???>>>');
    expect(decodeResetToken(btoa('secret-123'))).toBe('secret-123');
    expect(decodeResetToken('czNjcmV0Pz4=')).toBe('s3cret?>');
  });

  it('accepts the URL-safe alphabet and missing padding', () => {
    expect(decodeResetToken('Pz8_Pj4-')).toBe('???>>>');
    expect(decodeResetToken('czNjcmV0Pz4')).toBe('s3cret?>');
  });

  it.each(['', '!!!', 'abc$', 'a', '====', '/w=='])('rejects %j', (token) => {
    expect(decodeResetToken(token)).toBeNull();
  });
});
