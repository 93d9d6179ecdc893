import type { FastifyInstance, InjectOptions } from 'fastify';
type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * A browser for `app.inject`: keeps cookies like Chromium would and echoes XSRF-TOKEN as
 * X-XSRF-TOKEN, the way the SPA's HTTP client does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    readonly ip = '203.0.113.10',
  ) {}

  async request(options: InjectOptions & { xsrf?: boolean }): Promise<InjectResponse> {
    const { xsrf = true, ...rest } = options;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.userAgent,
      ...(rest.headers as Record<string, string> | undefined),
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const token = this.cookies.get('XSRF-TOKEN');
    if (xsrf && token && headers['x-xsrf-token'] === undefined) headers['x-xsrf-token'] = token;
    const response = await this.app.inject({ ...rest, headers, remoteAddress: this.ip });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options: Partial<InjectOptions> = {}) {
    return this.request({ method: 'GET', url, ...options });
  }

  post(url: string, payload?: unknown, options: Partial<InjectOptions> & { xsrf?: boolean } = {}) {
    return this.send('POST', url, payload, options);
  }

  put(url: string, payload?: unknown, options: Partial<InjectOptions> & { xsrf?: boolean } = {}) {
    return this.send('PUT', url, payload, options);
  }

  patch(url: string, payload?: unknown, options: Partial<InjectOptions> & { xsrf?: boolean } = {}) {
    return this.send('PATCH', url, payload, options);
  }

  delete(url: string, options: Partial<InjectOptions> & { xsrf?: boolean } = {}) {
    return this.send('DELETE', url, undefined, options);
  }

  private send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    options: Partial<InjectOptions> & { xsrf?: boolean },
  ) {
    return this.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      ...options,
    });
  }

  /** What the SPA does before sign-up and sign-in. */
  csrf() {
    return this.get('/sanctum/csrf-cookie');
  }

  async signUp(email: string, password = 'Correct-horse-1') {
    await this.csrf();
    return this.post('/client/v1/signup', { email, password, confirm_password: password });
  }

  async logIn(email: string, password = 'Correct-horse-1') {
    await this.csrf();
    return this.post('/client/v1/login', { email, password });
  }
}
