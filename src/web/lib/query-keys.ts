/**
 * Query-key prefixes shared by hooks that invalidate each other's data. Kept apart from the hooks so a
 * lesson page can refresh the header's explorer without loading the avatar code.
 */
export const PROGRESS_QUERY_KEY = ['progress'] as const;

/** A prefix of every learner's profile key: gems, explorer, equipment and inventory. */
export const PROFILE_QUERY_KEY = ['profile'] as const;

/** Spaced review: today's cards and the week's forecast (issue 24). */
// Under progress: whatever refreshes progress (a finished lesson makes new cards) refreshes practice too.
export const PRACTICE_QUERY_KEY = [...PROGRESS_QUERY_KEY, 'practice'] as const;
