import { GUEST_ENTRIES_KEY, GUEST_SCORES_KEY } from './guest-merge';
import { emptyGuestProgress, parseGuestProgress, recordGuestSubmission, type GuestEntry, type GuestProgress } from '../../domain/merge-guest-progress';

/**
 * A visitor's Seed Island progress, kept in this browser until they sign in (then merged into the
 * account through the server's grading path, and cleared here).
 */
const ENTRIES_KEY = GUEST_ENTRIES_KEY;
/** Best score per completed module, for showing done marks to a visitor. */
const SCORES_KEY = GUEST_SCORES_KEY;

function read(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the visitor keeps playing; only the saving is lost.
  }
}

export function readGuestProgress(): GuestProgress {
  return parseGuestProgress(read(ENTRIES_KEY) ?? emptyGuestProgress());
}

export function readGuestScores(): Record<string, number> {
  const raw = read(SCORES_KEY);
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (pair): pair is [string, number] => /^M\d{2,3}$/.test(pair[0]) && typeof pair[1] === 'number' && Number.isInteger(pair[1]) && pair[1] >= 0 && pair[1] <= 100,
    ),
  );
}

/** Keeps a completed module's submission (the best-scoring one) and its score. */
export function recordGuestCompletion(entry: GuestEntry, score: number) {
  const scores = readGuestScores();
  const previous = scores[entry.moduleId];
  if (previous !== undefined && previous > score) return;
  write(ENTRIES_KEY, recordGuestSubmission(readGuestProgress(), entry));
  write(SCORES_KEY, { ...scores, [entry.moduleId]: score });
}
