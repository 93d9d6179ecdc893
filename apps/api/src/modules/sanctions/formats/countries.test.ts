import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries';

describe('countryCodes', () => {
  it.each([
    ['Iran', ['IR']],
    ['Iranian', ['IR']],
    ['Afghanistan', ['AF']],
    ['Russian Federation', ['RU']],
    ["Democratic People's Republic of Korea", ['KP']],
    ['Korea, North', ['KP']],
    ['DPRK', ['KP']],
    ['Syrian Arab Republic', ['SY']],
    ['Congo, Democratic Republic of the', ['CD']],
    ['Burma', ['MM']],
    ['Türkiye', ['TR']],
    ['French', ['FR']],
    ['Trinidad and Tobago', ['TT']],
    ['Russian and Ukrainian', ['RU', 'UA']],
    ['a) Pakistani       b) Saudi Arabian', ['PK', 'SA']],
    ['Malian / Mauritanian', ['ML', 'MR']],
    ['Moldovan, Russian and Ukrainian', ['MD', 'RU', 'UA']],
    ['Possibly Ethiopian', ['ET']],
    ['Indonesian (as at Dec. 2003)', ['ID']],
    ['a) Russian  b) USSR (until 1991)', ['RU']],
  ])('reads %j', (wording, codes) => {
    expect(countryCodes(wording)).toEqual(codes);
  });

  it.each(['na', 'Congolese', 'former Soviet Union', 'Kuwaiti citizenship withdrawn in 2002'])(
    'drops %j, which names no one country',
    (wording) => {
      expect(countryCodes(wording)).toEqual([]);
    },
  );
});
