import { describe, expect, it } from 'vitest';
import { dayIn, startOfDayIn } from '../days';
import { australianBusinessDays } from './business-days';
import { austracIftiDra } from './ifti-dra';

const days = australianBusinessDays();
const deadline = austracIftiDra({
  reNumber: '100000000',
  sender: { name: 'Homeward Pty Ltd', abn: '12345678901', address: '1 Test St' },
  disbursingEntity: { name: 'Partner' },
}).deadline;

describe('the IFTI deadline: 10 business days after the day sent', () => {
  it('skips weekends', () => {
    // Monday 23 November 2026: two weekends in between, no holiday.
    expect(deadline('2026-11-23')).toBe('2026-12-07');
    // Friday: the weekend straight after does not count.
    expect(deadline('2026-11-27')).toBe('2026-12-11');
  });

  it('skips Christmas, Boxing Day kept on the Monday, and New Year', () => {
    // Christmas 2026 is a Friday and Boxing Day a Saturday, observed Monday 28 December.
    expect(days.isBusinessDay('2026-12-25')).toBe(false);
    expect(days.isBusinessDay('2026-12-28')).toBe(false);
    expect(days.isBusinessDay('2026-12-29')).toBe(true);
    expect(deadline('2026-12-18')).toBe('2027-01-06');
  });

  it('skips Easter, counting from a transfer sent on the weekend', () => {
    // Sent Easter Saturday; Easter Monday (6 April 2026) is a holiday.
    expect(days.isBusinessDay('2026-04-06')).toBe(false);
    expect(deadline('2026-04-04')).toBe('2026-04-20');
    // Sent the Thursday before: Good Friday and Easter Monday both skipped, the same deadline.
    expect(deadline('2026-04-02')).toBe('2026-04-20');
    expect(deadline('2026-04-01')).toBe('2026-04-17');
  });

  it('skips Australia Day and Anzac Day on weekdays', () => {
    // 26 January 2027 is a Tuesday; 25 April 2028 a Tuesday.
    expect(deadline('2027-01-22')).toBe('2027-02-08');
    expect(days.isBusinessDay('2028-04-25')).toBe(false);
  });

  it('counts business days left: 0 on the deadline itself, negative past it', () => {
    expect(days.between('2026-12-04', '2026-12-07')).toBe(1);
    expect(days.between('2026-12-07', '2026-12-07')).toBe(0);
    expect(days.between('2026-12-24', '2026-12-29')).toBe(1);
    expect(days.between('2026-12-09', '2026-12-07')).toBe(-2);
  });
});

describe('days in Sydney', () => {
  it('are Sydney dates, whatever the server clock says', () => {
    expect(dayIn('Australia/Sydney', new Date('2026-11-24T13:30:00Z'))).toBe('2026-11-25');
    expect(dayIn('Australia/Sydney', new Date('2026-11-24T12:59:59Z'))).toBe('2026-11-24');
  });

  it('begin at Sydney midnight, across the daylight-saving change', () => {
    // Daylight saving starts on Sunday 4 October 2026: +10 before, +11 after.
    expect(startOfDayIn('Australia/Sydney', '2026-10-04').toISOString()).toBe(
      '2026-10-03T14:00:00.000Z',
    );
    expect(startOfDayIn('Australia/Sydney', '2026-10-05').toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
    expect(startOfDayIn('Australia/Sydney', '2026-07-01', 7).toISOString()).toBe(
      '2026-06-30T21:00:00.000Z',
    );
  });
});
