import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { reasonIn, timelineReasons } from './reasons';

describe("a transfer step's reason in the customer's language", () => {
  const hindi = translatorFor('hi');

  it('says each of our sentences a hold joined, in order', () => {
    const joined = `${timelineReasons.largeTransfer} ${timelineReasons.identityPending}`;
    expect(reasonIn(joined, hindi)).toBe(
      'बड़े ट्रांसफ़र भेजे जाने से पहले हमारी टीम उनकी जाँच करती है। हम अभी आपके पहचान दस्तावेज़ की जाँच कर रहे हैं।',
    );
  });

  it('leaves a reason with words of anyone else in it as written', () => {
    const staff = 'We could not verify the source of funds.';
    expect(reasonIn(staff, hindi)).toBe(staff);
    expect(reasonIn(`${timelineReasons.largeTransfer} ${staff}`, hindi)).toBe(
      `${timelineReasons.largeTransfer} ${staff}`,
    );
  });

  it('keeps English as it is', () => {
    const english = translatorFor('en-AU');
    expect(reasonIn(timelineReasons.cancelledRefunding, english)).toBe(
      timelineReasons.cancelledRefunding,
    );
  });
});
