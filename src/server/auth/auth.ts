import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { profiles, schemaTables, userProgress } from '../db/schema';
import type { SiteAddress } from '../http/site-address';
import type { Mailer } from '../mail/mailer';
import { magicLinkEmail, resetPasswordEmail, verifyEmailEmail } from '../mail/templates';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../domain/constants';
import { hashPassword, verifyPassword } from './password';
import { notePasswordRevoked } from './password-revocation';
import { pictureSignIn } from './picture-sign-in-plugin';
import { isNicknameChild } from '../groups/nickname-children';

export const MAGIC_LINK_MINUTES = 10;
export const SESSION_DAYS = 30;
export const RESET_PASSWORD_MINUTES = 30;
export const VERIFY_EMAIL_HOURS = 72;
/** Reset and confirmation e-mails asked for per IP per minute: each one mails someone's inbox. */
export const MAIL_REQUESTS_PER_MINUTE = 5;
/** Sign-in attempts per IP per minute before 429. */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
/** Picture sign-ins per IP per minute: a school network may hold several classes signing in at once. */
export const PICTURE_SIGN_INS_PER_MINUTE = 300;
/** Better Auth reads the client IP from this header only; the server sets it from the socket. */
export const CLIENT_IP_HEADER = 'x-money-islands-client-ip';

/** Paths whose body may carry the learner's name (username). */
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

/** Better Auth accepts any name; ours must be present and short enough to show on a badge or a map. */
function checkName(ctx: { path: string; body?: unknown }): void {
  if (!NAME_PATHS.has(ctx.path)) return;
  const body: unknown = ctx.body;
  if (typeof body !== 'object' || body === null || !('name' in body)) return;
  const { name } = body;
  // Better Auth would pass a null name on to the database (a NOT NULL column): refuse any non-string here.
  if (typeof name !== 'string') throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'name must be text' });
  if (name.trim().length === 0) throw new APIError('BAD_REQUEST', { code: 'NAME_REQUIRED', message: 'name is required' });
  if (name.length > MAX_NAME_LENGTH) throw new APIError('BAD_REQUEST', { code: 'NAME_TOO_LONG', message: `name is longer than ${MAX_NAME_LENGTH}` });
}

/**
 * Mail sent from a request anyone may make (reset, confirmation) is not awaited: the answer then takes as
 * long for an address with an account as for one without, and never says which it was.
 */
function sendInBackground(mailer: Mailer, message: Parameters<Mailer['send']>[0]): void {
  mailer.send(message).catch((error: unknown) => console.error('[mail] could not send', message.subject, error));
}

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; secret: string; address: SiteAddress };

export function createAuth({ config, db, mailer, secret, address }: AuthDeps) {
  return betterAuth({
    appName: 'Money Islands',
    // Unset without PUBLIC_URL: Better Auth then builds links (the magic link's too) from each request's own
    // address, which the origin check in app.ts has already judged to be one of this computer's.
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: (request) => (request ? address.acceptedOrigins(request.url) : config.publicUrl ? [config.publicUrl, ...config.trustedOrigins] : []),
    database: drizzleAdapter(db, { provider: 'pg', schema: schemaTables }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_PASSWORD_MINUTES * 60,
      // Whoever knew the old password is signed out everywhere once a new one is chosen.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendInBackground(mailer, resetPasswordEmail(user.email, url, RESET_PASSWORD_MINUTES));
      },
    },
    // Confirming the address at sign-up means a later magic link no longer removes the password (see
    // password-revocation.ts). Not required: a learner plays at once and may confirm later.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_HOURS * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(mailer, verifyEmailEmail(user.email, url, VERIFY_EMAIL_HOURS));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret, prompt: 'select_account' } }
      : {},
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: config.rateLimit,
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/sign-up/email': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        '/sign-in/magic-link': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: MAIL_REQUESTS_PER_MINUTE },
        '/send-verification-email': { window: 60, max: MAIL_REQUESTS_PER_MINUTE },
        '/reset-password': { window: 60, max: SIGN_IN_ATTEMPTS_PER_MINUTE },
        // A whole class signs in from one school address; each child's own tries are limited separately.
        '/sign-in/picture': { window: 60, max: PICTURE_SIGN_INS_PER_MINUTE },
        '/sign-in/secret-word': { window: 60, max: PICTURE_SIGN_INS_PER_MINUTE },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        checkName(ctx);
        // A child added by nickname cannot rename themself: only their grown-up can (decision 021).
        if (ctx.path === '/update-user' || ctx.path === '/change-email') {
          const session = await getSessionFromCtx(ctx);
          if (session && (await isNicknameChild(db, session.user.id))) throw new APIError('FORBIDDEN', { code: 'NICKNAME_BY_GROWN_UP', message: 'only the grown-up can change this' });
        }
      }),
    },
    databaseHooks: {
      account: {
        delete: {
          // Only a magic link opened for a never-confirmed address removes a password as it signs in.
          before: async (removed, context) => {
            if (removed.providerId === 'credential' && context?.path === '/magic-link/verify') notePasswordRevoked(context.request);
          },
        },
      },
      user: {
        create: {
          // Every account starts with its profile and progress rows, so later writes never race to create them.
          after: async (created) => {
            await db.insert(profiles).values({ userId: created.id }).onConflictDoNothing();
            await db.insert(userProgress).values({ userId: created.id }).onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      pictureSignIn(db, { limitGuesses: config.rateLimit }),
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await mailer.send(magicLinkEmail(email, url, MAGIC_LINK_MINUTES));
        },
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args: unknown[]) => {
        // Without PUBLIC_URL an unset baseURL is the design (see baseURL above), not a mistake to warn about.
        if (!config.publicUrl && message.includes('Base URL is not set')) return;
        const line = `${new Date().toISOString()} ${level.toUpperCase()} [Better Auth]: ${message}`;
        if (level === 'error') console.error(line, ...args);
        else if (level === 'warn') console.warn(line, ...args);
        else console.info(line, ...args);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
