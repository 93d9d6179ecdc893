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
