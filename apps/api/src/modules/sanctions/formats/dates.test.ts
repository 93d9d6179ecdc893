import { describe, expect, it } from 'vitest';
import { datesInText } from './dates';

describe('datesInText', () => {
  it.each([
    ['1961', ['1961']],
    ['01 Jan 1960', ['1960-01-01']],
    ['circa 1960', ['1960']],
    ['01/02/1961', ['1961-02-01']],
    ['12.07.1970', ['1970-07-12']],
    ['1965-04-30', ['1965-04-30']],
    ['Sep. 1960', ['1960-09']],
    ['March 12, 1960', ['1960-03-12']],
    ['12-Apr-61', ['1961-04-12']],
    ['12/1960', ['1960-12']],
    ['01 Jan 1960 to 31 Dec 1962', ['1960', '1961', '1962']],
    ['Between 1960 and 1962', ['1960', '1961', '1962']],
    ['a) 1955 b) 1958', ['1955', '1958']],
    ['approximately 1958/1959', ['1958', '1959']],
    ['a) Approximately 1955- 1958 b) 1960', ['1955', '1956', '1957', '1958', '1960']],
    ['12. Jul 1970; 1971', ['1970-07-12', '1971']],
    ['9 Aug. 1970, (appears in false passport number S1234567)', ['1970-08-09']],
  ])('reads %j', (text, dates) => {
    expect(datesInText(text)).toEqual(dates);
  });

  it('keeps the ends of a range too wide to say anything', () => {
    expect(datesInText('01 Jan 1940 to 31 Dec 1980')).toEqual(['1940-01-01', '1980-12-31']);
  });

  it.each(['na', 'Approximately (30-35 years old)', '31/02/1960', '1822', ''])(
    'finds nothing in %j',
    (text) => {
      expect(datesInText(text)).toEqual([]);
    },
  );
});
