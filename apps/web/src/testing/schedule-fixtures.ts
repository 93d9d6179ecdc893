import { apiPaths, type Schedule } from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { url } from './handlers';

/** Next year: a schedule's days are always in the future, whenever the test runs. */
export const SCHEDULE_YEAR = new Date().getFullYear() + 1;

/** A monthly schedule of AUD 300 to a Philippine bank recipient. */
export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 's-1',
    recipient: { id: 'r-1', full_name: 'Maria Santos Cruz', summary: 'BDO ····7890' },
    corridor_id: 1,
    payout_method: 'bank_account',
    destination_country: 'Philippines',
    amount_type: 'send',
    amount: { amount: '300.00', currency: 'AUD' },
    cadence: 'monthly',
    start_date: `${SCHEDULE_YEAR}-01-31`,
    next_date: `${SCHEDULE_YEAR}-02-28`,
    time_zone: 'Australia/Sydney',
    rate_threshold_percent: null,
    status: 'active',
    stopped_reason: null,
    prepared: null,
    occurrences: [],
    created_at: '2026-11-20T00:00:00Z',
    ...overrides,
  };
}

/** GET /client/v1/schedules answering these schedules. */
export const schedulesList = (schedules: Schedule[] = [makeSchedule()]) =>
  http.get(url(apiPaths.schedules), () => HttpResponse.json({ data: schedules }));
