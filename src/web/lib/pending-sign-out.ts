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
