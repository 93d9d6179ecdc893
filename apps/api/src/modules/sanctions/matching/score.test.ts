import { describe, expect, it } from 'vitest';
import { DEFAULT_HIT_THRESHOLD } from './index';
import { normaliseName } from './normalise';
import {
  dateOfBirthAdjustment,
  nameScore,
  nationalityAdjustment,
  tokenSimilarity,
  withinOneEdit,
} from './score';

const score = (subject: string, listed: string): number =>
  nameScore(normaliseName(subject), normaliseName(listed));
const token = (text: string) =>
  normaliseName(text).tokens[0] as NonNullable<ReturnType<typeof normaliseName>['tokens'][0]>;

describe('name score', () => {
  const listed = 'ANWARI, Mohammad Taher';

  it.each([
    ['the listed name as typed', 'Mohammad Taher Anwari'],
    ['surname first, no comma', 'Anwari Mohammad Taher'],
    ['diacritics added', 'Mohammád Tahér Anwari'],
    ['a transliteration variant', 'Muhammad Tahir Anwari'],
    ['an abbreviation of Muhammad', 'Mohd Taher Anwari'],
    ['a substituted letter', 'Mohammad Tahet Anwari'],
    ['transposed letters', 'Mohammad Taher Anwrai'],
    ['an omitted letter', 'Mohammad Taher Anwri'],
    ['an honorific', 'Mawlawi Mohammad Taher Anwari'],
    ['the middle name dropped', 'Mohammad Anwari'],
    ['an extra middle name', 'Mohammad Ali Taher Anwari'],
    ['two words joined', 'Mohammad Taheranwari'],
    ['a hyphen', 'Mohammad-Taher Anwari'],
  ])('matches %s', (_, subject) => {
    expect(score(subject, listed)).toBeGreaterThanOrEqual(DEFAULT_HIT_THRESHOLD);
  });

  it('matches Arabic name variants and the "son of" forms', () => {
    expect(score('Abdulrahman Yousef', 'Abd al-Rahman YUSUF')).toBeGreaterThanOrEqual(0.9);
    expect(score('Osama bin Laden', 'Usama BIN LADIN')).toBeGreaterThanOrEqual(0.9);
    expect(score('Hussain Qasim', 'Husein KASIM')).toBeGreaterThanOrEqual(0.9);
    expect(score('Abubakar Baasyir', "ABU BAKAR BA'ASYIR")).toBeGreaterThanOrEqual(0.95);
  });

  it('is the same whatever the order of the tokens', () => {
    expect(score('Taher Anwari Mohammad', listed)).toBe(score('Mohammad Taher Anwari', listed));
  });

  it('does not let one shared token match a longer name', () => {
    expect(score('Khan', 'Mohammad KHAN')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
    expect(score('Mohammad', listed)).toBeLessThan(DEFAULT_HIT_THRESHOLD);
    expect(score('Karim Sheikh', 'Haji Karim')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
    expect(score('Meena Das', 'MENA')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
  });

  it('keeps different names apart', () => {
    // Every token different from the listed one: another name, not two typos.
    expect(score('Maria Santos', 'Mario SANTORO')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
    expect(score('Hang Tang', 'TONG HUNG')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
    expect(score('Rajesh Kumar', listed)).toBe(0);
    expect(score('Abdul Saha', 'ABDULLAH')).toBeLessThan(DEFAULT_HIT_THRESHOLD);
  });

  it('counts tokens that sound alike as near matches, but not short or far ones', () => {
    expect(tokenSimilarity(token('yusuf'), token('youssef'))).toBeGreaterThanOrEqual(0.92);
    expect(tokenSimilarity(token('tang'), token('tong'))).toBeLessThan(0.9);
    expect(tokenSimilarity(token('uddin'), token('iadena'))).toBeLessThan(0.8);
    expect(tokenSimilarity(token('al'), token('ali'))).toBe(0);
  });

  it('recognises one edit between strings', () => {
    expect(withinOneEdit('abubakar', 'abubakar')).toBe(true);
    expect(withinOneEdit('abubakar', 'abubakr')).toBe(true);
    expect(withinOneEdit('abubakar', 'abubaakr')).toBe(true);
    expect(withinOneEdit('abubakar', 'abubakat')).toBe(true);
    expect(withinOneEdit('abubakar', 'abubakarr')).toBe(true);
    expect(withinOneEdit('abdulsaha', 'abdullah')).toBe(false);
    expect(withinOneEdit('abc', 'cba')).toBe(false);
  });
});

describe('date of birth adjustment', () => {
  it('raises most for the exact date, less for the month or the year', () => {
    const exact = dateOfBirthAdjustment('1961-03-02', ['1961-03-02']);
    const month = dateOfBirthAdjustment('1961-03-02', ['1961-03']);
    const year = dateOfBirthAdjustment('1961-03-02', ['1961']);
    expect(exact?.reason).toBe('date of birth 1961-03-02 matches');
    expect(month?.reason).toBe('month of birth 1961-03 matches');
    expect(year?.reason).toBe('year of birth 1961 matches');
    const [exactDelta, monthDelta, yearDelta] = [exact, month, year].map((a) => a?.delta ?? 0);
    expect(exactDelta).toBeGreaterThan(monthDelta ?? 1);
    expect(monthDelta).toBeGreaterThan(yearDelta ?? 1);
    expect(yearDelta).toBeGreaterThan(0);
  });

  it('takes the best of several listed dates', () => {
    expect(dateOfBirthAdjustment('1962-07-01', ['1960', '1962'])?.reason).toBe(
      'year of birth 1962 matches',
    );
  });

  it('leaves a near year alone and lowers a clear mismatch', () => {
    expect(dateOfBirthAdjustment('1963-01-01', ['1961'])?.delta).toBe(0);
    const far = dateOfBirthAdjustment('1990-01-01', ['1961', '1962']);
    expect(far?.delta).toBeLessThan(0);
    expect(far?.reason).toBe('date of birth 1990-01-01 differs (listed 1961, 1962)');
  });

  it('says nothing when either side has no date', () => {
    expect(dateOfBirthAdjustment(undefined, ['1961'])).toBeUndefined();
    expect(dateOfBirthAdjustment('1961-03-02', [])).toBeUndefined();
  });
});

describe('nationality adjustment', () => {
  it('raises slightly on a match and lowers slightly on a mismatch', () => {
    expect(nationalityAdjustment('af', ['AF', 'PK'])).toEqual({
      delta: 0.02,
      reason: 'nationality AF matches',
    });
    expect(nationalityAdjustment('IN', ['AF'])).toEqual({
      delta: -0.03,
      reason: 'nationality differs (IN, listed AF)',
    });
    expect(nationalityAdjustment('IN', [])).toBeUndefined();
    expect(nationalityAdjustment(undefined, ['AF'])).toBeUndefined();
  });
});
