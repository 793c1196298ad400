import { Hono } from 'hono';
import { deleteAccountRequestSchema, exportFileName } from '../../domain/account-api';
import { confirmationMatches } from '../../domain/account-confirmation';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { apiError } from '../http/errors';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { deleteAccount, exportAccount } from './account-store';

/** A learner's own account: download everything kept about them, or delete it all. Signed-in only. */
export function accountRoutes(db: Db, auth: Auth, sessions: SessionReader) {
  const app = new Hono<UserEnv>();
  app.use('*', requireUser(sessions));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return problemResponse(c, error);
    throw error;
  });

  app.get('/export', async (c) => {
    const now = new Date();
    const data = await exportAccount(db, c.get('user').id, now);
    if (!data) return apiError(c, 401, 'UNAUTHORIZED');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
    // Personal data: never kept by the browser's or any proxy's cache.
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });

  app.delete('/', async (c) => {
    const { confirmation } = await readBody(c, deleteAccountRequestSchema);
    const signedIn = c.get('user');
    if (!confirmationMatches(confirmation, signedIn.name)) return apiError(c, 400, 'CONFIRMATION_MISMATCH');
    await deleteAccount(db, signedIn.id);
    // Cached sessions of this learner must not outlive the account.
    sessions.forgetUser(signedIn.id);
    // The session rows went with the account; this also expires the cookies in the browser.
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ deleted: true });
  });

  return app;
}
