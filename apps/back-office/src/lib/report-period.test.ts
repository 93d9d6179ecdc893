import { last30Days, monthToDate, periodErrors, reportingToday, shiftDay } from './report-period';

describe('report periods', () => {
  it('counts today in Sydney, wherever the browser is', () => {
    // 14:30 UTC on 25 November is 01:30 on the 26th in Sydney (daylight saving, UTC+11).
    const lateUtc = new Date('2026-11-25T14:30:00Z');
    expect(reportingToday(lateUtc)).toBe('2026-11-26');
    // 13:30 UTC on 25 June is 23:30 the same day in Sydney (standard time, UTC+10).
    expect(reportingToday(new Date('2026-06-25T13:30:00Z'))).toBe('2026-06-25');
    expect(last30Days(lateUtc)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(monthToDate(lateUtc)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('moves across months, years and leap days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('gives the contract’s messages for a period the API would refuse', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-12-31' })).toEqual({});
    expect(periodErrors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: 'The period must end on or after the day it starts.',
    });
    expect(periodErrors({ from: '2025-01-01', to: '2026-06-30' })).toEqual({
      to: 'Ask for at most a year at a time.',
    });
    expect(periodErrors({ from: '', to: '2026-02-30' })).toEqual({
      from: 'Give a date as YYYY-MM-DD.',
      to: 'Give a real date.',
    });
  });
});
