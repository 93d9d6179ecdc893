import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

const speak = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });
const english = i18n.locale;

describe('the query client and the app’s language', () => {
  afterEach(() => speak(english));

  it('reads again what it holds when the customer changes language', () => {
    const client = createQueryClient();
    client.setQueryData(['recipient-requirements'], { fields: [] });
    speak('vi');
    expect(client.getQueryState(['recipient-requirements'])?.isInvalidated).toBe(true);
  });

  it('keeps what it holds when the same language is chosen again', () => {
    const client = createQueryClient();
    client.setQueryData(['recipient-requirements'], { fields: [] });
    speak(i18n.locale);
    expect(client.getQueryState(['recipient-requirements'])?.isInvalidated).toBe(false);
  });
});
