import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/i18n';
import { toast } from './toast';
import { apiFetch } from './api-client';
import { PROFILE_QUERY_KEY, PROGRESS_QUERY_KEY } from './query-keys';
import { useSession } from './session';
import '../i18n/page-strings';

/** Same keys as ./guest-progress.ts; read raw here so the app shell does not load the grading rules. */
export const GUEST_ENTRIES_KEY = 'money-islands.guest-progress';
export const GUEST_SCORES_KEY = 'money-islands.guest-scores';

function storedGuestProgress(): { raw: unknown; count: number } | null {
  try {
    const text = window.localStorage.getItem(GUEST_ENTRIES_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as { entries?: unknown };
    const count = Array.isArray(raw.entries) ? raw.entries.length : 0;
    return count > 0 ? { raw, count } : null;
  } catch {
    return null;
  }
}

/**
 * When someone signs in (by any route: password, magic link, Google), the lessons they finished as a
 * visitor are replayed by the server through the same grading path, then forgotten here.
 */
export function useGuestMerge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const running = useRef(false);
  useEffect(() => {
    if (!user || running.current) return;
    const stored = storedGuestProgress();
    if (!stored) return;
    running.current = true;
    apiFetch<{ merged: number }>('/api/progress/merge-guest', { body: stored.raw })
      .then(async (result) => {
        window.localStorage.removeItem(GUEST_ENTRIES_KEY);
        window.localStorage.removeItem(GUEST_SCORES_KEY);
        if (result.merged > 0) toast.success(t('completion.merged', { count: result.merged }), { duration: 4000 });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PROGRESS_QUERY_KEY }),
          queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        ]);
      })
      .catch(() => {
        // Kept in this browser; the next visit tries again.
      })
      .finally(() => {
        running.current = false;
      });
  }, [user, queryClient, t]);
}
