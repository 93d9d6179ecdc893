import { describe, expect, it } from 'vitest';
import { element, leaf, render } from './xml';

describe('the report XML writer', () => {
  it('escapes text, drops characters XML cannot carry, and leaves out empty values', () => {
    const xml = render(
      element(
        'transferor',
        leaf('fullName', 'Tom & "Jerry" <Smith>\u0007'),
        leaf('dob', null),
        leaf('custNo', '   '),
      ),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<transferor>\n' +
        '<fullName>Tom &amp; &quot;Jerry&quot; &lt;Smith&gt;</fullName>\n</transferor>\n',
    );
  });
});
