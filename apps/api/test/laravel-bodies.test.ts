import { apiPaths } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './support/browser';
import { countryIdsByCode, PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Request bodies as Laravel reads them, since the spec's client is a Laravel SPA: JSON, forms
 * (application/x-www-form-urlencoded) and multipart/form-data on every route, an empty body with
 * any of them, and nested keys as PHP writes them (address[city]=Sydney). axios in Node sends
 * `axios.post(url)` as an empty form, and a browser sends `axios.post(url, null)` as such too.
 */
let t: TestApp;
let countryIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
  countryIds = await countryIdsByCode(t);
});
afterAll(() => t.close());

const FORM = 'application/x-www-form-urlencoded';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A visitor's browser with its anti-forgery cookie, as the SPA has before signing in. */
async function visitor() {
  const browser = new TestBrowser(t.app);
  await browser.csrf();
  return browser;
}

/** A POST of `payload` as `type` (a form unless told). */
const send = (browser: TestBrowser, url: string, payload: string, type = FORM) =>
  browser.request({ method: 'POST', url, payload, headers: { 'content-type': type } });

/** A multipart body of text fields, as FormData makes it. */
function multipart(fields: [string, string][], file?: { name: string; bytes: string }) {
  const boundary = '----homewardtest7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file.bytes}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('an empty body', () => {
  it.each([FORM, 'application/json', 'multipart/form-data; boundary=x'])(
    'signs out with %s, as axios.post(url) sends it',
    async (type) => {
      const browser = await signedIn(t, (await verifiedCustomer(t)).email);
      const answer = await send(browser, apiPaths.logOut, '', type);
      expect(answer.statusCode, answer.body).toBe(204);
      expect((await browser.get(apiPaths.profile)).statusCode).toBe(401);
    },
  );

  it('validates as an empty form: the fields are required', async () => {
    const browser = await visitor();
    const answer = await send(browser, apiPaths.logIn, '');
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(['email', 'password']);
  });
});

describe('a form', () => {
  it('signs in, with remember as a form sends it', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = await visitor();
    const answer = await send(
      browser,
      apiPaths.logIn,
      form({ email, password: PASSWORD, remember: '1' }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().session.mfa_method).toBe('email');
  });

  it('answers the same 422 as JSON for the same mistakes', async () => {
    const browser = await visitor();
    const fields = { email: 'not-an-email', password: 'x', remember: 'maybe' };
    const asForm = await send(browser, apiPaths.logIn, form(fields));
    const asJson = await browser.post(apiPaths.logIn, fields);
    expect(asForm.statusCode).toBe(422);
    expect(asForm.json()).toEqual(asJson.json());
  });

  it('nests keys as PHP does, and saves the address', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    await browser.post(apiPaths.updateCountry, { country_id: countryIds.AU });
    const answer = await send(
      browser,
      `${apiPaths.update}?category=address`,
      'address[address_line_1]=1+George+St&address[city]=Sydney&address[region]=NSW&address[postcode]=2000',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const city = answer
      .json()
      .attributes.find((a: { attribute: string }) => a.attribute === 'address.city');
    expect(city.value).toBe('Sydney');
  });

  it('reads numbers as the JSON API does (country_id=12)', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const answer = await send(
      browser,
      apiPaths.updateCountry,
      form({ country_id: String(countryIds.AU) }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().country.iso2_alpha).toBe('AU');
  });

  it('refuses prototype keys without harm', async () => {
    const browser = await visitor();
    const answer = await send(
      browser,
      apiPaths.logIn,
      '__proto__[admin]=1&constructor[prototype][admin]=1&email=a@example.com',
    );
    expect(answer.statusCode).toBe(422);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('multipart/form-data', () => {
  it('signs in from a FormData body, with the same nesting rules', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = await visitor();
    const answer = await browser.request({
      method: 'POST',
      url: apiPaths.logIn,
      ...multipart([
        ['email', email],
        ['password', PASSWORD],
      ]),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('refuses a file on a route that takes none', async () => {
    const browser = await visitor();
    const answer = await browser.request({
      method: 'POST',
      url: apiPaths.logIn,
      ...multipart([['email', 'a@example.com']], { name: 'password', bytes: 'secret' }),
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('This request takes no files.');
  });
});
