import { useQueryClient } from '@tanstack/react-query';
import { clearPersistedQueries } from './offline-cache';
import { remember, SESSION_QUERY_KEY } from './session';

/**
 * After signing out or deleting the account: forget everything of this learner's and show the signed-out state at
 * once. Off the first page (decision 020): only the account menu and the account page sign out.
 */
export function useForgetLearner() {
  const queryClient = useQueryClient();
  return async (userId: string) => {
    // First, so that an offline sign-out, whose session check cannot reach the server, does not sign them back in.
    remember(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    // After the cache is emptied, so no save of it brings this learner's copy back (decision 028).
    clearPersistedQueries(userId);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}
