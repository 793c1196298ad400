import { apiFetch } from './api-client';
import type { SessionUser } from './session';

/**
 * A sign-out made with no connection (issue 26, decision 026): the device is cleared and shows signed out at once,
 * and remembers whose session the server must still end. session.ts sends it the next time it reads the session
 * online; any new sign-in cancels it. The key is shared with session.ts, which reads it without importing this file
 * (it is on the first page's critical path).
 */
export const PENDING_SIGN_OUT_KEY = 'money-islands.pending-sign-out';

export function rememberPendingSignOut(userId: string): void {
  try {
    window.localStorage.setItem(PENDING_SIGN_OUT_KEY, userId);
  } catch {
    // Storage blocked: the session ends on the server when its cookie expires.
  }
}

export function forgetPendingSignOut(): void {
  try {
    window.localStorage.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * With the session the server answered and the pending sign-out session.ts read: if it is that learner's, end it now. Signed out on this device
 * either way; if the server cannot be reached, the sign-out stays pending and is tried again next time.
 */
export async function endPendingSignOut(session: { user: SessionUser } | null, pending: string): Promise<{ user: SessionUser } | null> {
  if (session?.user.id !== pending) {
    // Someone else (or no one) is signed in now: that sign-out has already happened.
    forgetPendingSignOut();
    return session;
  }
  const ended = await apiFetch('/api/auth/sign-out', { body: {} }).then(
    () => true,
    () => false,
  );
  if (ended) forgetPendingSignOut();
  return null;
}
