/**
 * Query-key prefixes shared by hooks that invalidate each other's data. Kept apart from the hooks so a
 * lesson page can refresh the header's explorer without loading the avatar code.
 */
export const PROGRESS_QUERY_KEY = ['progress'] as const;

/** A prefix of every learner's profile key: gems, explorer, equipment and inventory. */
export const PROFILE_QUERY_KEY = ['profile'] as const;
