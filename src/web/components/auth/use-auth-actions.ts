import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { ApiError, apiFetch } from '../../lib/api-client';
import { authApi } from '../../lib/auth-api';
import { currentPath } from '../../lib/return-path';
import { SESSION_QUERY_KEY } from '../../lib/session';
import '../../i18n/page-strings';

export type AuthAction = 'sign-in' | 'sign-up' | 'magic-link' | 'google' | 'reset';

/**
 * Runs the account actions, turning server error codes into messages in the page's language. `returnTo` is
 * the page a magic link brings the learner back to (a path on this site).
 */
export function useAuthActions(onSignedIn?: () => void, returnTo: () => string = currentPath) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<AuthAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const messageFor = (caught: unknown): string => {
    if (caught instanceof ApiError) {
      const key = `errors.${caught.code}`;
      return i18n.exists(key) ? t(key, caught.values) : caught.message || t('errors.INTERNAL');
    }
    return t('errors.unexpected');
  };

  async function run(action: AuthAction, work: () => Promise<void>) {
    setBusy(action);
    setError(null);
    try {
      await work();
    } catch (caught) {
      const message = messageFor(caught);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(null);
    }
  }

  const afterSignIn = async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    onSignedIn?.();
  };

  return {
    busy,
    error,
    clearError: () => setError(null),
    signIn: (email: string, password: string) =>
      run('sign-in', async () => {
        await authApi.signIn({ email, password });
        toast.success(t('auth.success.welcomeBack'));
        await afterSignIn();
      }),
    /** `grownUp`: "I am a teacher or parent", so the new account can make groups at once (issue 22). */
    signUp: (name: string, email: string, password: string, grownUp = false) =>
      run('sign-up', async () => {
        await authApi.signUp({ name, email, password });
        if (grownUp) await apiFetch('/api/account/role', { method: 'PUT', body: { role: 'grown-up' } });
        toast.success(t('auth.success.accountCreated'));
        await afterSignIn();
      }),
    sendMagicLink: (email: string) =>
      run('magic-link', async () => {
        await authApi.sendMagicLink(email, returnTo());
        toast.success(t('auth.success.magicLinkSent'));
      }),
    /** The answer is the same whether or not the address has an account; so is what the page says. */
    requestPasswordReset: (email: string, onSent: () => void) =>
      run('reset', async () => {
        await authApi.requestPasswordReset(email);
        onSent();
      }),
    google: () =>
      run('google', async () => {
        window.location.assign(await authApi.googleUrl());
      }),
  };
}
