import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait-in-words';

describe('waitInWords', () => {
  it('says seconds under a minute, rounded up, and never zero', () => {
    expect(waitInWords(0)).toBe('1 second');
    expect(waitInWords(0.2)).toBe('1 second');
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(44.1)).toBe('45 seconds');
    expect(waitInWords(59)).toBe('59 seconds');
  });

  it('says whole minutes, rounded up, from a minute on', () => {
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(888)).toBe('15 minutes');
    expect(waitInWords(900)).toBe('15 minutes');
    expect(waitInWords(3600)).toBe('60 minutes');
  });
});
