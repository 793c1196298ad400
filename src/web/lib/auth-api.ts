import * as z from 'zod/mini';
import { apiFetch } from './api-client';
import { signInPath } from './return-path';
import { forgetPendingSignOut } from './pending-sign-out';

/** Pages that e-mailed links open. */
export const EMAIL_VERIFIED_PATH = '/email-verified';
export const RESET_PASSWORD_PATH = '/reset-password';

/** A new sign-in: a sign-out still waiting from an offline moment must not end it (session.ts). */
function signingIn<T>(request: () => Promise<T>): Promise<T> {
  forgetPendingSignOut();
  return request();
}

/** Thin calls to Better Auth's endpoints; errors arrive as ApiError with our codes. */
export const authApi = {
  signIn: (body: { email: string; password: string }) => signingIn(() => apiFetch('/api/auth/sign-in/email', { body: { ...body, rememberMe: true } })),
  // The welcome e-mail's confirmation link lands on EMAIL_VERIFIED_PATH.
  signUp: (body: { name: string; email: string; password: string }) =>
    signingIn(() => apiFetch('/api/auth/sign-up/email', { body: { ...body, callbackURL: EMAIL_VERIFIED_PATH } })),
  /** `returnTo` must be a path on this site (the server refuses anything else). */
  sendMagicLink: (email: string, returnTo: string) =>
    signingIn(() => apiFetch('/api/auth/sign-in/magic-link', { body: { email, callbackURL: returnTo, errorCallbackURL: signInPath(returnTo) } })),
  requestPasswordReset: (email: string) => apiFetch('/api/auth/request-password-reset', { body: { email, redirectTo: RESET_PASSWORD_PATH } }),
  resetPassword: (token: string, newPassword: string) => apiFetch('/api/auth/reset-password', { body: { token, newPassword } }),
  sendVerificationEmail: (email: string) => apiFetch('/api/auth/send-verification-email', { body: { email, callbackURL: EMAIL_VERIFIED_PATH } }),
  googleUrl: async (): Promise<string> => {
    forgetPendingSignOut();
    const data = await apiFetch('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth' },
      schema: z.object({ url: z.url() }),
    });
    return data.url;
  },
  signOut: () => apiFetch('/api/auth/sign-out', { body: {} }),
  config: () => apiFetch('/api/config', { schema: z.object({ googleEnabled: z.boolean(), outbox: z.boolean() }) }),
};
