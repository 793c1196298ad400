import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth';
import { apiError } from './errors';

export type SignedInUser = { id: string; email: string; name: string };
export type UserEnv = { Variables: { user: SignedInUser } };

/** Rejects a request without a valid session (401); otherwise puts the user on the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<UserEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return apiError(c, 401, 'UNAUTHORIZED');
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
}
