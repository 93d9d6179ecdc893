import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { productionCompany, productionPush } from './support/test-app';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'homeward-config-'));
const key = `base64:${Buffer.alloc(32, 7).toString('base64')}`;

describe('loadConfig', () => {
  it('has working defaults for development and generates APP_KEY into DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ env: 'development', port: 8080, host: '127.0.0.1' });
    expect(config.appKey).toHaveLength(32);
    // The same key comes back on the next start, so sessions survive restarts.
    expect(loadConfig({ DATA_DIR: dir }).appKey.equals(config.appKey)).toBe(true);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({
        DATA_DIR: dataDir(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        APP_KEY: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
      expect(problems).toContain('APP_KEY');
    }
  });

  it('reads APP_PREVIOUS_KEYS, and says which of them is malformed', () => {
    const previous = `base64:${Buffer.alloc(32, 8).toString('base64')}`;
    const older = `base64:${Buffer.alloc(32, 9).toString('base64')}`;
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_KEY: key,
      APP_PREVIOUS_KEYS: ` ${previous}, ${older}`,
    });
    expect(config.previousAppKeys).toEqual([Buffer.alloc(32, 8), Buffer.alloc(32, 9)]);
    expect(loadConfig({ DATA_DIR: dataDir(), APP_KEY: key }).previousAppKeys).toEqual([]);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), APP_KEY: key, APP_PREVIOUS_KEYS: `${previous};${older}` }),
    ).toThrow(
      'APP_PREVIOUS_KEYS: key 1 of 1 must be "base64:" followed by 32 random bytes in base64 (separate keys with commas)',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), APP_KEY: key, APP_PREVIOUS_KEYS: `${previous},short` }),
    ).toThrow('APP_PREVIOUS_KEYS: key 2 of 2 must be');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), APP_KEY: key, APP_PREVIOUS_KEYS: `${previous},${key}` }),
    ).toThrow('APP_PREVIOUS_KEYS: holds APP_KEY itself; list only the keys APP_KEY replaced');
  });

  it('accepts provider secrets a rotation replaced, from APP_PREVIOUS_KEYS or their own setting', () => {
    const previous = `base64:${Buffer.alloc(32, 8).toString('base64')}`;
    const derivedNow = loadConfig({ DATA_DIR: dataDir(), APP_KEY: key });
    const derivedBefore = loadConfig({ DATA_DIR: dataDir(), APP_KEY: previous });
    const rotated = loadConfig({ DATA_DIR: dataDir(), APP_KEY: key, APP_PREVIOUS_KEYS: previous });
    // Derived from APP_KEY: the old key's secrets are the previous ones.
    expect(rotated.realtime.secret).toBe(derivedNow.realtime.secret);
    expect(rotated.realtime.previousSecrets).toEqual([derivedBefore.realtime.secret]);
    expect(rotated.payments.previousSandboxWebhookSecrets).toEqual([
      derivedBefore.payments.sandboxWebhookSecret,
    ]);

    const own = loadConfig({
      DATA_DIR: dataDir(),
      APP_KEY: key,
      APP_PREVIOUS_KEYS: previous,
      PUSHER_APP_SECRET: 'the-new-pusher-secret',
      PUSHER_APP_SECRET_PREVIOUS: 'the-old-pusher-secret',
      SANDBOX_WEBHOOK_SECRET: 'n'.repeat(32),
      SANDBOX_WEBHOOK_SECRET_PREVIOUS: 'o'.repeat(32),
    });
    expect(own.realtime.previousSecrets).toEqual(['the-old-pusher-secret']);
    expect(own.payments.previousSandboxWebhookSecrets).toEqual([Buffer.from('o'.repeat(32))]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), APP_KEY: key, PUSHER_APP_SECRET: 'the-new-pusher-secret' })
        .realtime.previousSecrets,
    ).toEqual([]);

    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        APP_KEY: key,
        PUSHER_APP_SECRET_PREVIOUS: 'the-old-pusher-secret',
        SANDBOX_WEBHOOK_SECRET_PREVIOUS: 'o'.repeat(32),
      }),
    ).toThrow(
      /PUSHER_APP_SECRET_PREVIOUS: only with PUSHER_APP_SECRET \(without it, the secret comes from APP_KEY and rotates with APP_PREVIOUS_KEYS\)[\s\S]*SANDBOX_WEBHOOK_SECRET_PREVIOUS: only with SANDBOX_WEBHOOK_SECRET/,
    );
  });

  it('refuses development defaults in production', () => {
    expect(() => loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /APP_KEY: required in production[\s\S]*APP_URL: required[\s\S]*DATABASE_URL: required[\s\S]*SMTP_URL: required[\s\S]*SMS_URL: required/,
    );
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        APP_KEY: key,
        APP_URL: 'http://homeward.example',
        DATABASE_URL: 'postgres://db/homeward',
      }),
    ).toThrow(/APP_URL: must be https/);
  });

  it('serves the API reference outside production unless DOCS_ENABLED says otherwise', () => {
    const production = {
      APP_ENV: 'production',
      APP_KEY: key,
      APP_URL: 'https://homeward.example',
      DATABASE_URL: 'postgres://db/homeward',
      SMTP_URL: 'smtp://mail.example:587',
      SMS_URL: 'https://sms.example/send',
      DATA_DIR: dataDir(),
      ...productionCompany,
      ...productionPush,
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).docsEnabled).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DOCS_ENABLED: 'false' }).docsEnabled).toBe(false);
    expect(loadConfig(production).docsEnabled).toBe(false);
    expect(loadConfig({ ...production, DOCS_ENABLED: 'true' }).docsEnabled).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DOCS_ENABLED: 'yes' })).toThrow(
      /DOCS_ENABLED: must be true or false/,
    );
  });

  it('keeps a development VAPID key pair in DATA_DIR; production must configure one', () => {
    const base = { DATA_DIR: dataDir() };
    const first = loadConfig(base).push;
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe('mailto:help@homeward.example');
    // The same pair on the next start: browsers' subscriptions are bound to it.
    expect(loadConfig(base).push).toEqual(first);
    expect(() => loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /VAPID_PUBLIC_KEY: required in production[\s\S]*VAPID_SUBJECT: required/,
    );
    expect(() =>
      loadConfig({ ...base, VAPID_PUBLIC_KEY: productionPush.VAPID_PUBLIC_KEY }),
    ).toThrow(/set both/);
    expect(() => loadConfig({ ...base, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256 private key/,
    );
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'http://homeward.example' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https:\/\/ address/,
    );
    expect(loadConfig({ ...base, ...productionPush }).push).toEqual({
      publicKey: productionPush.VAPID_PUBLIC_KEY,
      privateKey: productionPush.VAPID_PRIVATE_KEY,
      subject: productionPush.VAPID_SUBJECT,
    });
  });

  it('reads the high-risk limit factor: 0.5 by default, more than 0 and at most 1', () => {
    const base = { DATA_DIR: dataDir() };
    expect(loadConfig(base).limits.riskHighFactor).toBe(0.5);
    expect(loadConfig({ ...base, RISK_HIGH_LIMIT_FACTOR: '1' }).limits.riskHighFactor).toBe(1);
    expect(loadConfig({ ...base, RISK_HIGH_LIMIT_FACTOR: '0.25' }).limits.riskHighFactor).toBe(
      0.25,
    );
    expect(() => loadConfig({ ...base, RISK_HIGH_LIMIT_FACTOR: '0' })).toThrow(
      /RISK_HIGH_LIMIT_FACTOR: must be more than 0/,
    );
    expect(() => loadConfig({ ...base, RISK_HIGH_LIMIT_FACTOR: '1.5' })).toThrow(
      /RISK_HIGH_LIMIT_FACTOR: must be at most 1/,
    );
    expect(() => loadConfig({ ...base, RISK_HIGH_LIMIT_FACTOR: 'half' })).toThrow(
      /RISK_HIGH_LIMIT_FACTOR: must be a number/,
    );
  });

  it('reads the realtime webhooks: the URL, and only the events Pusher names', () => {
    const base = { DATA_DIR: dataDir(), APP_KEY: key };
    expect(loadConfig(base).realtime.webhook).toBeUndefined();
    expect(
      loadConfig({ ...base, PUSHER_WEBHOOK_URL: 'https://app.example/pusher' }).realtime.webhook,
    ).toEqual({
      url: 'https://app.example/pusher',
      events: ['channel_occupied', 'channel_vacated', 'member_added', 'member_removed'],
    });
    expect(
      loadConfig({
        ...base,
        PUSHER_WEBHOOK_URL: 'https://app.example/pusher',
        PUSHER_WEBHOOK_EVENTS: 'member_added, member_removed',
      }).realtime.webhook?.events,
    ).toEqual(['member_added', 'member_removed']);
    expect(() =>
      loadConfig({ ...base, PUSHER_WEBHOOK_EVENTS: 'member_added,client_event' }),
    ).toThrow(/PUSHER_WEBHOOK_EVENTS/);
    expect(() => loadConfig({ ...base, PUSHER_WEBHOOK_URL: 'not a url' })).toThrow(
      /PUSHER_WEBHOOK_URL/,
    );
    // Hosted Pusher sends its own webhooks.
    expect(() =>
      loadConfig({
        ...base,
        PUSHER_WEBHOOK_URL: 'https://app.example/pusher',
        PUSHER_HOST: 'api-ap4.pusher.com',
      }),
    ).toThrow(/PUSHER_WEBHOOK_URL: only for the built-in/);
  });

  it('makes cookies Secure behind https and parses the frontend origins', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      APP_KEY: key,
      APP_URL: 'https://homeward.example',
      DATABASE_URL: 'postgres://db/homeward',
      SMTP_URL: 'smtp://mail.homeward.example:587',
      SMS_URL: 'https://sms.homeward.example/send',
      ...productionCompany,
      ...productionPush,
      FRONTEND_ORIGINS: 'https://a.example/, https://b.example',
    });
    expect(config.session.secureCookies).toBe(true);
    expect(config.frontendOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses several production nodes without Redis and S3, and a role that is not one', () => {
    const production = {
      APP_ENV: 'production',
      APP_KEY: key,
      APP_URL: 'https://homeward.example',
      DATABASE_URL: 'postgres://db/homeward',
      SMTP_URL: 'smtp://mail.homeward.example:587',
      SMS_URL: 'https://sms.homeward.example/send',
      ...productionCompany,
      ...productionPush,
    } as const;
    expect(() => loadConfig({ ...production, HOMEWARD_ROLE: 'api' })).toThrow(
      /REDIS_URL: required when Homeward runs as separate processes[\s\S]*S3_BUCKET: required/,
    );
    expect(() => loadConfig({ ...production, CLUSTER_NODES: '0' })).toThrow(/CLUSTER_NODES/);
    expect(() => loadConfig({ ...production, HOMEWARD_ROLE: 'jobs' })).toThrow(
      /HOMEWARD_ROLE: must be all, api or worker/,
    );
    const worker = loadConfig({
      ...production,
      HOMEWARD_ROLE: 'worker',
      CLUSTER_NODES: '3',
      REDIS_URL: 'redis://redis:6379',
      S3_BUCKET: 'homeward-documents',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(worker.role).toBe('worker');
  });

  it('traces only when an OTLP endpoint is named, by the standard OpenTelemetry variables', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tracing).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dir, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing,
    ).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: 'homeward-api' });
    // The signal's own variable is the whole URL and wins over the base.
    expect(
      loadConfig({
        DATA_DIR: dir,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:9999/in',
        OTEL_SERVICE_NAME: 'homeward-eu',
      }).tracing,
    ).toEqual({ tracesUrl: 'http://traces:9999/in', serviceName: 'homeward-eu' });
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector',
        OTEL_SERVICE_NAME: 'a b',
      }),
    ).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be a URL[\s\S]*OTEL_SERVICE_NAME/);
  });

  it('takes request ids from an upstream header only when one is named', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).requestIdHeader).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, REQUEST_ID_HEADER: 'X-Request-Id' }).requestIdHeader).toBe(
      'x-request-id',
    );
    expect(() => loadConfig({ DATA_DIR: dir, REQUEST_ID_HEADER: 'x request id' })).toThrow(
      'REQUEST_ID_HEADER: must be a header name such as x-request-id',
    );
  });

  it.each(['NODE_HEAP_MB', 'NODE_SEMI_SPACE_MB'])(
    'refuses a %s that is not a number of megabytes before building anything',
    (name) => {
      const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        env: { ...process.env, [name]: 'lots' },
        encoding: 'utf8',
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain(`${name}: must be a number of megabytes such as 512`);
      expect(started.stdout).not.toMatch(/Building/);
    },
  );
});
