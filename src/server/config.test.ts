import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problems(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('runs on embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.database.kind).toBe('pglite');
    expect(c.google).toBeNull();
    expect(c.places).toBeNull();
    expect(c.stripe).toBeNull();
    expect(c.secureCookies).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    const c = loadConfig({ PUBLIC_URL: 'https://reviews.example.com/' });
    expect(c.publicUrl).toBe('https://reviews.example.com');
    expect(c.secureCookies).toBe(true);
  });

  it('lists every bad variable at once', () => {
    const p = problems({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' });
    expect(p.join('\n')).toMatch(/PORT must be a whole number/);
    expect(p.join('\n')).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
    expect(p.join('\n')).toMatch(/PUBLIC_URL must be a full URL/);
    expect(p).toHaveLength(3);
  });

  it('never echoes secret values in its messages', () => {
    const p = problems({ SESSION_SECRET: 'short-secret' });
    expect(p.join('\n')).toMatch(/SESSION_SECRET must be at least 32 characters/);
    expect(p.join('\n')).not.toContain('short-secret');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/app' });
  });

  it('refuses a production start with demo parts, naming what is missing', () => {
    const p = problems({ NODE_ENV: 'production' });
    const text = p.join('\n');
    for (const name of [
      'DATABASE_URL',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_PLACES_API_KEY',
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
      'ALLOW_DEMO=1',
    ]) {
      expect(text).toContain(name);
    }
    // Demo places and demo billing may be allowed on purpose; demo sign-in and plain http never.
    const onPurpose = {
      NODE_ENV: 'production',
      ALLOW_DEMO: '1',
      PUBLIC_URL: 'https://reviews.example.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig(onPurpose).production).toBe(true);
  });

  it('never allows demo sign-in or a plain-http address in production, even with ALLOW_DEMO=1', () => {
    const noGoogle = problems({ NODE_ENV: 'production', ALLOW_DEMO: '1', PUBLIC_URL: 'https://x.example' });
    expect(noGoogle.join()).toMatch(/never allows the demo sign-in/);
    const http = problems({
      NODE_ENV: 'production',
      ALLOW_DEMO: '1',
      PUBLIC_URL: 'http://x.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(http.join()).toMatch(/needs an https:\/\/ PUBLIC_URL/);
  });

  it('reads SMTP_URL and MAIL_FROM, keeping mail in the demo outbox without SMTP_URL', () => {
    expect(loadConfig({}).mail.smtpUrl).toBeNull();
    const c = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Shop <a@b.co>' });
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: 'Shop <a@b.co>',
      senderId: 'reviewtap',
      dkim: null,
      alertGatherMs: 40_000,
    });
    expect(loadConfig({ FEEDBACK_ALERT_GATHER_SECONDS: '3' }).mail.alertGatherMs).toBe(3000);
    expect(problems({ FEEDBACK_ALERT_GATHER_SECONDS: '601' }).join()).toMatch(
      /FEEDBACK_ALERT_GATHER_SECONDS/,
    );
    const p = problems({ SMTP_URL: 'http://u:secretpw@x' }).join();
    expect(p).toMatch(/SMTP_URL must be an SMTP URL/);
    expect(p).not.toContain('secretpw');
  });

  it('requires Google and Stripe credentials in pairs', () => {
    expect(problems({ GOOGLE_CLIENT_ID: 'id' }).join()).toMatch(/set together/);
    expect(problems({ STRIPE_SECRET_KEY: 'sk' }).join()).toMatch(/set together/);
  });
});
