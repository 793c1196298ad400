import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiFetch } from './api-client';

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.nullish(z.string()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

const sessionSchema = z.nullable(z.object({ user: sessionUserSchema }));

export const SESSION_QUERY_KEY = ['session'] as const;

/** Shared by useSession and main.tsx, which starts the request before React's first render. */
export const sessionQuery = {
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => apiFetch('/api/auth/get-session', { schema: sessionSchema }),
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
