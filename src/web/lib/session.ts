import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ResponseSchema } from './api-client';

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

/** Shared by useSession and main.tsx, which starts the request before React's first render. */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  // With no connection the app must still open (decision 025): signed out, until the offline views remember the
  // learner; asked again when the connection returns (TanStack Query refetches on reconnect).
  queryFn: () =>
    apiFetch('/api/auth/get-session', { schema: sessionSchema }).catch((error: unknown) => {
      if (navigator.onLine) throw error;
      return null;
    }),
  staleTime: 60_000,
  // TanStack Query would hold the request until the browser is online, leaving every page on its loading screen.
  networkMode: 'always' as const,
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
