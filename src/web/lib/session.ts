import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, type ResponseSchema } from './api-client';

export type SessionUser = { id: string; name: string; email: string; image?: string | null | undefined };
type Session = { user: SessionUser } | null;

/**
 * Better Auth's session, or null when signed out. Checked by hand, not with zod: every page waits for it, so it is
 * on the first page's critical path, which zod is kept off (decision 020). Unknown fields are dropped, as zod did.
 */
export const sessionSchema: ResponseSchema<Session> = {
  parse(data) {
    if (data === null) return null;
    const user = typeof data === 'object' && 'user' in data ? (data.user as Record<string, unknown> | null) : null;
    const text = (key: string) => (typeof user?.[key] === 'string' ? (user[key] as string) : undefined);
    const id = text('id');
    const name = text('name');
    const email = text('email');
    const image = user?.image;
    if (id === undefined || name === undefined || email === undefined || (image != null && typeof image !== 'string')) {
      throw new TypeError('The session response does not have the shape of a session.');
    }
    return { user: { id, name, email, image } };
  },
};

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * A sign-out made with no connection (issue 26): the device is cleared and shows signed out at once, and
 * remembers whose session the server must still end. Sent the next time the session is read online.
 */
const PENDING_SIGN_OUT_KEY = 'money-islands.pending-sign-out';

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

function pendingSignOut(): string | null {
  try {
    return window.localStorage.getItem(PENDING_SIGN_OUT_KEY);
  } catch {
    return null;
  }
}

/** The session, after ending on the server a session signed out of offline (it stays signed out if that fails). */
async function readSession(): Promise<Session> {
  const session = await apiFetch('/api/auth/get-session', { schema: sessionSchema });
  const pending = pendingSignOut();
  if (pending === null) return session;
  if (session?.user.id !== pending) {
    // Someone else (or no one) is signed in now: that sign-out has already happened.
    forgetPendingSignOut();
    return session;
  }
  try {
    await apiFetch('/api/auth/sign-out', { body: {} });
  } catch (error) {
    // No answer: still signed out on this device; tried again next time.
    if (error instanceof ApiError && error.status === 0) return null;
  }
  forgetPendingSignOut();
  return null;
}

/** Shared by useSession and main.tsx, which starts the request before React's first render. */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: readSession,
  staleTime: 60_000,
};

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isLoading: query.isPending, error: query.error };
}

/** The name shown in the header: the part of the e-mail before the @. */
export function displayName(user: SessionUser): string {
  return user.email.split('@')[0] ?? user.name;
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** After signing out or deleting the account: forget everything of this learner's and show the signed-out state at once. */
export function useForgetLearner() {
  const queryClient = useQueryClient();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
