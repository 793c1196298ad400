import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('runs with nothing set: port 3000, embedded database in ./data, no fixed public URL (every address of the machine works)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: undefined,
      trustedOrigins: [],
      authSecret: undefined,
      google: undefined,
      production: false,
      rateLimit: false,
      processes: 1,
    });
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', SMTP_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined, smtpUrl: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/islands',
      PUBLIC_URL: 'https://islands.example.org/',
      TRUSTED_ORIGINS: 'https://money.example.org, http://192.168.1.20:3000/',
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example.org:465',
      MAIL_FROM: 'Islands <hi@example.org>',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      WEB_CONCURRENCY: '3',
    });
    expect(config).toEqual({
      production: true,
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/islands',
      dataDir: './data',
      publicUrl: 'https://islands.example.org',
      trustedOrigins: ['https://money.example.org', 'http://192.168.1.20:3000'],
      authSecret: 'x'.repeat(40),
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      mailFrom: 'Islands <hi@example.org>',
      google: { clientId: 'id', clientSecret: 'secret' },
      rateLimit: true,
      processes: 3,
      backups: undefined,
      testClock: false,
    });
  });

  it('moves the practice clock only for tests, never in development or production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).testClock).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('rate limits in production unless turned off, and can be turned on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production', RATE_LIMIT: 'off' }).rateLimit).toBe(false);
    expect(loadConfig({ RATE_LIMIT: 'on' }).rateLimit).toBe(true);
  });

  it('names each bad value with a clear message, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/db',
      PUBLIC_URL: 'localhost:3000',
      AUTH_SECRET: 'short',
      SMTP_URL: 'http://mail',
      GOOGLE_CLIENT_ID: 'only-the-id',
      TRUSTED_ORIGINS: 'http://ok.example, http://192.168.1.20:3000/lessons',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number from 0 to 65535',
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
        'PUBLIC_URL must be a URL starting with http:// or https://',
        `AUTH_SECRET must be at least 32 characters (or leave it unset to generate one)`,
        'SMTP_URL must be a URL starting with smtp:// or smtps://',
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or both left unset)',
        'TRUSTED_ORIGINS must be a comma-separated list of addresses like http://192.168.1.20:3000 (scheme, host and port only)',
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('rejects ports out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535']);
    expect(problemsOf({ PORT: '3.5' })).toEqual(['PORT must be a whole number from 0 to 65535']);
  });

  it('runs several server processes only on PostgreSQL: WEB_CONCURRENCY as a number, or auto for one per core', () => {
    const postgres = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/islands' };
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }, 2).processes).toBe(4);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: 'auto' }, 6).processes).toBe(6);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }, 1).processes).toBe(1);
    const [embedded] = problemsOf({ WEB_CONCURRENCY: '2' });
    expect(embedded).toMatch(/WEB_CONCURRENCY=2 asks for 2 server processes, but the embedded database can be used by only one/);
    expect(embedded).toMatch(/DATABASE_URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'auto' }, 2)).toThrow(/auto asks for 2 server processes/);
    for (const bad of ['0', '-1', '1.5', 'many', '257']) {
      expect(problemsOf({ ...postgres, WEB_CONCURRENCY: bad })).toEqual(['WEB_CONCURRENCY must be a whole number from 1 to 256, or auto (one process per core)']);
    }
  });

  it('backs the embedded database up daily, keeping 7, unless BACKUPS=off; refuses bad values and BACKUPS=on with PostgreSQL', () => {
    expect(loadConfig({}).backups).toEqual({ keep: 7 });
    expect(loadConfig({ BACKUPS: 'on', BACKUP_KEEP: '30' }).backups).toEqual({ keep: 30 });
    expect(loadConfig({ BACKUPS: 'off' }).backups).toBeUndefined();
    expect(loadConfig({ BACKUPS: '', BACKUP_KEEP: '' }).backups).toEqual({ keep: 7 });
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/islands' }).backups).toBeUndefined();
    expect(problemsOf({ BACKUPS: 'yes' })).toEqual(['BACKUPS must be on or off']);
    for (const bad of ['0', '-1', '2.5', 'all', '3651']) {
      expect(problemsOf({ BACKUP_KEEP: bad })).toEqual(['BACKUP_KEEP must be a whole number from 1 to 3650 (backups kept)']);
    }
    const [postgres] = problemsOf({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/islands', BACKUPS: 'on' });
    expect(postgres).toMatch(/BACKUPS=on .* DATABASE_URL is set: back PostgreSQL up with pg_dump/);
  });
});
