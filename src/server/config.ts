import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const DEFAULT_PORT = 3000;
export const DEFAULT_DATA_DIR = './data';
/** Most server processes WEB_CONCURRENCY may ask for: far more than any machine's cores, a typo guard. */
export const MAX_WEB_CONCURRENCY = 256;
/** Daily backups of the embedded database kept by default (BACKUP_KEEP), a week's worth. */
export const DEFAULT_BACKUP_KEEP = 7;
/** Most backups BACKUP_KEEP may ask for: ten years of dailies, a typo guard. */
export const MAX_BACKUP_KEEP = 3650;
/** Shortest secret Better Auth accepts without warning; a generated one is 64 hex characters. */
export const MIN_AUTH_SECRET_LENGTH = 32;

/** Treat `FOO=` like an unset variable: a blank line in an env file should not be a bad value. */
const optionalText = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().optional());

function urlWithProtocols(name: string, protocols: readonly string[]) {
  return optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );
}

/** An http(s) URL that is only an origin (a trailing slash is allowed): what a browser sends as Origin. */
function isWebOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/+$/, '');
}

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['development', 'production', 'test'], { message: 'NODE_ENV must be development, production or test' }).default('development'),
    ),
    PORT: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce
        .number({ message: 'PORT must be a whole number from 0 to 65535' })
        .int('PORT must be a whole number from 0 to 65535')
        .min(0, 'PORT must be a whole number from 0 to 65535')
        .max(65535, 'PORT must be a whole number from 0 to 65535')
        .default(DEFAULT_PORT),
    ),
    DATABASE_URL: urlWithProtocols('DATABASE_URL', ['postgres:', 'postgresql:']),
    DATA_DIR: optionalText.default(DEFAULT_DATA_DIR),
    PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:']),
    TRUSTED_ORIGINS: optionalText.refine(
      (value) => value === undefined || value.split(',').every((item) => item.trim() === '' || isWebOrigin(item.trim())),
      { message: 'TRUSTED_ORIGINS must be a comma-separated list of addresses like http://192.168.1.20:3000 (scheme, host and port only)' },
    ),
    AUTH_SECRET: optionalText.refine((value) => value === undefined || value.length >= MIN_AUTH_SECRET_LENGTH, {
      message: `AUTH_SECRET must be at least ${MIN_AUTH_SECRET_LENGTH} characters (or leave it unset to generate one)`,
    }),
    SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']),
    MAIL_FROM: optionalText.default('Money Islands <no-reply@money-islands.local>'),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    WEB_CONCURRENCY: optionalText.refine(
      (value) => value === undefined || value === 'auto' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WEB_CONCURRENCY),
      { message: `WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WEB_CONCURRENCY}, or auto (one process per core)` },
    ),
    RATE_LIMIT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['on', 'off'], { message: 'RATE_LIMIT must be on or off' }).optional(),
    ),
    BACKUPS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(['on', 'off'], { message: 'BACKUPS must be on or off' }).optional(),
    ),
    BACKUP_KEEP: optionalText.refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_BACKUP_KEEP),
      { message: `BACKUP_KEEP must be a whole number from 1 to ${MAX_BACKUP_KEEP} (backups kept)` },
    ),
  });

export type Config = {
  production: boolean;
  port: number;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * The one address people use, when PUBLIC_URL is set. Unset: the site answers at every address of this
   * computer (localhost, 127.0.0.1, its network addresses), each request at the address it was sent to.
   */
  publicUrl: string | undefined;
  /** More origins accepted for state-changing requests (TRUSTED_ORIGINS), e.g. a second name of the site. */
  trustedOrigins: string[];
  /** Absent: generated once and kept in the data folder. */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  rateLimit: boolean;
  /** Server processes sharing the port (WEB_CONCURRENCY); more than one only with DATABASE_URL. */
  processes: number;
  /** Daily backups of the embedded database and how many are kept (BACKUPS, BACKUP_KEEP); undefined: none. */
  backups: { keep: number } | undefined;
  /**
   * NODE_ENV=test only: a request may move the practice clock forward with `x-test-clock-days`, so browser tests
   * can see tomorrow's review without waiting a day. Never in development or production.
   */
  testClock: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad value. `cores` is what `auto` means. */
export function loadConfig(env: Record<string, string | undefined>, cores: number = availableParallelism()): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      });
  // Checked apart from the schema so it is reported together with any other bad value.
  if (Boolean(env.GOOGLE_CLIENT_ID?.trim()) !== Boolean(env.GOOGLE_CLIENT_SECRET?.trim())) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together (or both left unset)');
  }
  const concurrency = parsed.success ? parsed.data.WEB_CONCURRENCY : undefined;
  const processes = concurrency === undefined ? 1 : concurrency === 'auto' ? cores : Number(concurrency);
  // One process owns the embedded database's folder (its lock, decision 001): a second could not open it.
  if (processes > 1 && parsed.success && !parsed.data.DATABASE_URL) {
    problems.push(
      `WEB_CONCURRENCY=${concurrency} asks for ${processes} server processes, but the embedded database can be used by only one. ` +
        'Set DATABASE_URL=postgres://… to run several (docs/deploying.md), or leave WEB_CONCURRENCY unset.',
    );
  }
  // PostgreSQL is backed up with its own tools (docs/deploying.md): asking for the embedded database's backups
  // there would silently do nothing.
  if (parsed.success && parsed.data.DATABASE_URL && parsed.data.BACKUPS === 'on') {
    problems.push('BACKUPS=on backs up the embedded database, but DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploying.md), and leave BACKUPS unset.');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => new URL(item).origin),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } : undefined,
    rateLimit: e.RATE_LIMIT ? e.RATE_LIMIT === 'on' : production,
    processes,
    backups: e.DATABASE_URL || e.BACKUPS === 'off' ? undefined : { keep: e.BACKUP_KEEP ? Number(e.BACKUP_KEEP) : DEFAULT_BACKUP_KEEP },
    testClock: e.NODE_ENV === 'test',
  };
}
