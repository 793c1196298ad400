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
 * The last signed-in learner of this device (their public user fields only), so that with no connection the app
 * keeps them signed in instead of showing a visitor (decision 028). Replaced at each answer, removed at sign-out.
 */
export const LAST_SESSION_KEY = 'money-islands.last-session';

/** Where the pending-sign-out.ts keeps a sign-out made offline (that file is off the first page). */
const PENDING_SIGN_OUT_KEY = 'money-islands.pending-sign-out';

/** localStorage, or null where it is blocked (offline, this device then shows a visitor, as before). */
function withStorage<T>(act: (storage: Storage) => T): T | null {
  try {
    return act(localStorage);
  } catch {
    return null;
  }
}

export function remember(session: Session): void {
  withStorage((storage) => (session ? storage.setItem(LAST_SESSION_KEY, JSON.stringify(session.user)) : storage.removeItem(LAST_SESSION_KEY)));
}

/** Asks the server; with no answer at all (offline), the learner this device last knew, checked as the server's answer is. */
export async function fetchSession(): Promise<Session> {
  try {
    let session = await apiFetch('/api/auth/get-session', { schema: sessionSchema });
    // A sign-out made offline is ended on the server now (pending-sign-out.ts, loaded only then).
    const pending = withStorage((storage) => storage.getItem(PENDING_SIGN_OUT_KEY));
    if (pending) session = await import('./pending-sign-out').then((module) => module.endPendingSignOut(session, pending));
    remember(session);
    return session;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : -1;
    if (status === 401) remember(null);
    if (status === 0) {
      try {
        return sessionSchema.parse({ user: JSON.parse(withStorage((storage) => storage.getItem(LAST_SESSION_KEY)) ?? '') as unknown });
      } catch {
        // Nothing kept (or damaged): with no connection the app still opens, as a visitor (decision 025).
        if (!navigator.onLine) return null;
      }
    }
    throw error;
  }
}

/** Shared by useSession and main.tsx, which starts the request before React's first render. */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchSession,
  staleTime: 60_000,
  // Ask even when the browser says it is offline (TanStack would wait, on the loading screen): the kept learner answers.
  networkMode: 'always',
} as const;

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
