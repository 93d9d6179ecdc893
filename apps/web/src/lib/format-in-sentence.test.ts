import { describe, expect, it } from 'vitest';
import { inSentence } from './format';

describe('inSentence', () => {
  it('lower-cases words but keeps acronyms', () => {
    expect(inSentence('National ID card')).toBe('national ID card');
    expect(inSentence('Proof of identity')).toBe('proof of identity');
    expect(inSentence('Passport')).toBe('passport');
  });
});
