import { describe, expect, it } from 'vitest';
import { datePartOrder, readDateParts, splitIsoDate } from './date-parts';

describe('a date typed in parts', () => {
  it('orders the parts as the locale writes a date', () => {
    expect(datePartOrder()).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-AU')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('ja-JP')).toEqual(['year', 'month', 'day']);
  });

  it('splits a stored date into the parts a person types', () => {
    expect(splitIsoDate('1990-07-05')).toEqual({ day: '5', month: '7', year: '1990' });
    expect(splitIsoDate('')).toEqual({ day: '', month: '', year: '' });
    expect(splitIsoDate('5/7/1990')).toEqual({ day: '', month: '', year: '' });
  });

  it('reads complete parts as the ISO date the API keeps', () => {
    expect(readDateParts({ day: '5', month: '7', year: '1990' }, 'date of birth')).toEqual({
      kind: 'date',
      iso: '1990-07-05',
    });
    expect(readDateParts({ day: ' 29', month: '02 ', year: '2000' }, 'date of birth')).toEqual({
      kind: 'date',
      iso: '2000-02-29',
    });
    expect(readDateParts({ day: '', month: '', year: '' }, 'date of birth')).toEqual({
      kind: 'empty',
    });
  });

  it('says which parts are missing, and refuses a date that does not exist', () => {
    expect(readDateParts({ day: '5', month: '', year: '' }, 'date of birth')).toEqual({
      kind: 'problem',
      message: 'Date of birth must include a month and year.',
    });
    for (const parts of [
      { day: '31', month: '2', year: '1990' },
      { day: '29', month: '2', year: '1900' },
      { day: '0', month: '7', year: '1990' },
      { day: '5', month: '13', year: '1990' },
      { day: '5', month: '7', year: '90' },
      { day: '5.5', month: '7', year: '1990' },
    ]) {
      expect(readDateParts(parts, 'date of birth')).toEqual({
        kind: 'problem',
        message: 'Date of birth must be a real date, with a four-digit year.',
      });
    }
  });
});
