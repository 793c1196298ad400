import { createMiddleware } from 'hono/factory';
import type { SessionReader, SessionUser } from '../auth/session-cache';
import { apiError } from './errors';

export type SignedInUser = SessionUser;
export type UserEnv = { Variables: { user: SignedInUser } };

/** Rejects a request without a valid session (401); otherwise puts the user on the context. */
export function requireUser(sessions: SessionReader) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const user = await sessions.userOf(c);
    if (!user) return apiError(c, 401, 'UNAUTHORIZED');
    c.set('user', user);
    await next();
  });
}
