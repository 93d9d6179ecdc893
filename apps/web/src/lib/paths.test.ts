import { describe, expect, it } from 'vitest';
import { paths, pathTo } from './paths';

describe('paths', () => {
  it('lists the 18 routes of the spec, and the pages beyond it', () => {
    const beyondTheSpec = ['deviceSignOut', 'help', 'rateAlerts', 'schedules', 'scheduleReview'];
    expect(Object.keys(paths).filter((name) => !beyondTheSpec.includes(name))).toHaveLength(18);
    expect(paths.deviceSignOut).toBe('/device-sign-out');
    expect(paths.help).toBe('/help');
    expect(paths.rateAlerts).toBe('/rate-alerts');
    expect(paths.schedules).toBe('/schedules');
  });

  it('builds paths with parameters, encoding them as one segment', () => {
    expect(pathTo('resetPassword', { token: 'YWJj/ZA==' })).toBe('/reset-password/YWJj%2FZA%3D%3D');
    expect(pathTo('transferWizard', { quoteId: 'q1' })).toBe('/transfer/q1');
    expect(pathTo('makePayment', { transactionId: 't1' })).toBe('/pay/t1');
    expect(pathTo('paymentCallback', { transactionId: 't1' })).toBe('/payment/cb/t1');
    expect(pathTo('viewTransaction', { transactionId: 't1' })).toBe('/transaction/t1');
    expect(pathTo('viewRecipient', { id: 7 })).toBe('/recipient/7');
    expect(pathTo('categoryView', { category: 'poi' })).toBe('/account-verification/upload/poi');
    expect(pathTo('dashboard')).toBe('/dashboard');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathTo('viewRecipient', { id: '' })).toThrow(/id/);
  });
});
