import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { productionCompany } from './support/test-app';

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
      FRONTEND_ORIGINS: 'https://a.example/, https://b.example',
    });
    expect(config.session.secureCookies).toBe(true);
    expect(config.frontendOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
