import * as z from 'zod/mini';
import { apiFetch } from './api-client';

/** Thin calls to Better Auth's endpoints; errors arrive as ApiError with our codes. */
export const authApi = {
  signIn: (body: { email: string; password: string }) => apiFetch('/api/auth/sign-in/email', { body: { ...body, rememberMe: true } }),
  signUp: (body: { name: string; email: string; password: string }) => apiFetch('/api/auth/sign-up/email', { body }),
  sendMagicLink: (email: string) =>
    apiFetch('/api/auth/sign-in/magic-link', { body: { email, callbackURL: '/', errorCallbackURL: '/auth' } }),
  googleUrl: async (): Promise<string> => {
    const data = await apiFetch('/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/', errorCallbackURL: '/auth' },
      schema: z.object({ url: z.url() }),
    });
    return data.url;
  },
  signOut: () => apiFetch('/api/auth/sign-out', { body: {} }),
  config: () => apiFetch('/api/config', { schema: z.object({ googleEnabled: z.boolean(), outbox: z.boolean() }) }),
};
