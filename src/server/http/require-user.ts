import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { SessionReader, SessionUser } from '../auth/session-cache';
import { apiError } from './errors';

export type SignedInUser = SessionUser;
export type UserEnv = { Variables: { user: SignedInUser } };

/** Rejects a request without a valid session (401); otherwise puts the user on the context. */
export function requireUser(sessions: SessionReader) {
  const verify = async (c: Context<UserEnv>, next: Next) => {
    const user = await sessions.userOf(c);
    if (!user) return apiError(c, 401, 'UNAUTHORIZED');
    c.set('user', user);
    await next();
  };
  return createMiddleware<UserEnv>((c, next) => {
    // A session verified moments ago is found without a promise (most requests; see SessionReader).
    const known = sessions.knownUserOf(c);
    if (!known) return verify(c, next);
    c.set('user', known);
    return next();
  });
}
