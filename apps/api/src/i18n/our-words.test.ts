import { describe, expect, it } from 'vitest';
import { ourWords } from './our-words';

/** A translator that shows what it was asked to say, and with which values. */
const marked = ourWords([
  'Upload a photo ID',
  'We are checking your transfer to {name}',
  'Enter the code we sent to {email}.',
])((message, values) => `«${message}»${values ? JSON.stringify(values) : ''}`);

describe('our words', () => {
  it('says a sentence of ours', () => {
    expect(marked('Upload a photo ID')).toBe('«Upload a photo ID»');
  });

  it('reads the values back out of a sentence with placeholders', () => {
    expect(marked('We are checking your transfer to Maria (Cruz) $1.')).toBe(
      '«We are checking your transfer to {name}»{"name":"Maria (Cruz) $1."}',
    );
    expect(marked('Enter the code we sent to a.b@example.com.')).toBe(
      '«Enter the code we sent to {email}.»{"email":"a.b@example.com"}',
    );
  });

  it('leaves anyone else’s text as it is', () => {
    expect(marked('A reviewer’s reason')).toBe('A reviewer’s reason');
    expect(marked('Upload a photo ID please')).toBe('Upload a photo ID please');
  });
});

describe('our words with a plural in them', () => {
  const plural = ourWords([
    'Please wait {seconds, plural, one {# second} other {# seconds}} before asking again.',
    '{currency} amounts have at most {decimals, plural, one {# decimal} other {# decimals}}.',
  ])((message, values) => `«${message}»${values ? JSON.stringify(values) : ''}`);

  it('reads the number back out of either English form, as a number', () => {
    expect(plural('Please wait 1 second before asking again.')).toBe(
      '«Please wait {seconds, plural, one {# second} other {# seconds}} before asking again.»{"seconds":1}',
    );
    expect(plural('Please wait 45 seconds before asking again.')).toBe(
      '«Please wait {seconds, plural, one {# second} other {# seconds}} before asking again.»{"seconds":45}',
    );
    expect(plural('AUD amounts have at most 2 decimals.')).toBe(
      '«{currency} amounts have at most {decimals, plural, one {# decimal} other {# decimals}}.»{"currency":"AUD","decimals":2}',
    );
  });

  it('leaves a text that fits no form as it is', () => {
    expect(plural('Please wait a moment before asking again.')).toBe(
      'Please wait a moment before asking again.',
    );
  });
});
