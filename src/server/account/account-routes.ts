import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import { deleteAccountRequestSchema, exportFileName, passwordRequestSchema, type SignInMethods } from '../../domain/account-api';
import { confirmationMatches } from '../../domain/account-confirmation';
import type { Auth } from '../auth/auth';
import type { SessionReader } from '../auth/session-cache';
import type { Db } from '../db/database';
import { apiError, mapAuthErrorCode } from '../http/errors';
import { ApiProblem, problemResponse, readBody } from '../http/problem';
import { requireUser, type UserEnv } from '../http/require-user';
import { roleRequestSchema } from '../../domain/groups';
import { setRole } from '../groups/group-store';
import { readingSettingsUpdateSchema } from '../../domain/reading-settings';
import { deleteAccount, exportAccount, signInMethods, updateReadingSettings } from './account-store';

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

  app.get('/password', async (c) => {
    const methods = await signInMethods(db, c.get('user').id);
    if (!methods) return apiError(c, 401, 'UNAUTHORIZED');
    c.header('Cache-Control', 'no-store');
    return c.json(methods satisfies SignInMethods);
  });

  // Better Auth's setPassword is server-only (it would let any session add a password unasked); here it is
  // offered only to a learner who has none, and changing an existing one needs the current password.
  app.post('/password', async (c) => {
    const { newPassword, currentPassword } = await readBody(c, passwordRequestSchema, {
      'newPassword:too_small': 'PASSWORD_TOO_SHORT',
      'newPassword:too_big': 'PASSWORD_TOO_LONG',
    });
    const signedIn = c.get('user');
    const methods = await signInMethods(db, signedIn.id);
    if (!methods) return apiError(c, 401, 'UNAUTHORIZED');
    const headers = c.req.raw.headers;
    try {
      if (!methods.hasPassword) {
        await auth.api.setPassword({ body: { newPassword }, headers });
      } else {
        if (!currentPassword) return apiError(c, 400, 'CURRENT_PASSWORD_REQUIRED');
        // Every other device is signed out: a password is changed because someone else may know it.
        const changed = await auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers, returnHeaders: true });
        // This device gets a fresh session in place of the revoked one.
        for (const cookie of changed.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      }
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const code = typeof error.body?.code === 'string' ? error.body.code : undefined;
      if (code === 'INVALID_PASSWORD') return apiError(c, 400, 'WRONG_CURRENT_PASSWORD');
      return apiError(c, 400, mapAuthErrorCode(code, 400));
    } finally {
      await sessions.forgetUser(signedIn.id);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ hasPassword: true, signedOutOtherDevices: methods.hasPassword });
  });

  // "I am a teacher or parent": a grown-up account can make groups (issue 22).
  app.put('/role', async (c) => {
    const { role } = await readBody(c, roleRequestSchema);
    return c.json({ role: await setRole(db, c.get('user').id, role) });
  });

  // Text size, spacious reading, reduce motion, read-aloud speed (issue 28): the keys sent change, the others
  // stay; the answer is every setting. Reading them is part of the profile (GET /api/avatar).
  app.put('/reading-settings', async (c) => {
    const change = await readBody(c, readingSettingsUpdateSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await updateReadingSettings(db, c.get('user').id, change));
  });

  app.delete('/', async (c) => {
    const { confirmation } = await readBody(c, deleteAccountRequestSchema);
    const signedIn = c.get('user');
    if (!confirmationMatches(confirmation, signedIn.name)) return apiError(c, 400, 'CONFIRMATION_MISMATCH');
    await deleteAccount(db, signedIn.id);
    // Cached sessions of this learner must not outlive the account.
    await sessions.forgetUser(signedIn.id);
    // The session rows went with the account; this also expires the cookies in the browser.
    const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    c.header('Cache-Control', 'no-store');
    return c.json({ deleted: true });
  });

  return app;
}
