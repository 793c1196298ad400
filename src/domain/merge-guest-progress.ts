import { z } from 'zod';
import { moduleIdSchema } from '../content/schema/ids';
import { quizSubmissionSchema } from './answers';
import type { QuizSubmission } from './answers';
import { MAX_GUEST_ENTRIES } from './constants';

/**
 * A visitor's progress lives in the browser's local storage: per module, the answers (or adventure
 * attempts) they submitted and when. On sign-up or sign-in the server replays these submissions
 * through the same grading and completion path, so nothing a child did is lost and nothing is
 * trusted: the browser never sends a score.
 */

export const GUEST_PROGRESS_VERSION = 1;

export const guestEntrySchema = z
  .object({
    moduleId: moduleIdSchema,
    submission: quizSubmissionSchema,
    /** When the visitor submitted, ISO 8601. */
    at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type GuestEntry = z.infer<typeof guestEntrySchema>;

export const guestProgressSchema = z
  .object({
    version: z.literal(GUEST_PROGRESS_VERSION),
    entries: z.array(guestEntrySchema).max(MAX_GUEST_ENTRIES),
  })
  .strict();
export type GuestProgress = z.infer<typeof guestProgressSchema>;

export function emptyGuestProgress(): GuestProgress {
  return { version: GUEST_PROGRESS_VERSION, entries: [] };
}

const looseGuestProgressSchema = z.object({ entries: z.array(z.unknown()) });

/**
 * Reads stored guest progress (already JSON-parsed) leniently: a damaged entry is dropped, the rest
 * kept; anything unreadable gives empty progress. Never throws.
 */
export function parseGuestProgress(raw: unknown): GuestProgress {
  const loose = looseGuestProgressSchema.safeParse(raw);
  if (!loose.success) return emptyGuestProgress();
  const entries: GuestEntry[] = [];
  for (const candidate of loose.data.entries.slice(-MAX_GUEST_ENTRIES)) {
    const entry = guestEntrySchema.safeParse(candidate);
    if (entry.success) entries.push(entry.data);
  }
  return { version: GUEST_PROGRESS_VERSION, entries };
}

/** Records a submission in the browser, replacing the module's earlier one (storage stays small). */
export function recordGuestSubmission(progress: GuestProgress, entry: GuestEntry): GuestProgress {
  const others = progress.entries.filter((existing) => existing.moduleId !== entry.moduleId);
  return { version: GUEST_PROGRESS_VERSION, entries: [...others, entry].slice(-MAX_GUEST_ENTRIES) };
}

export interface GuestReplay {
  moduleId: string;
  submission: QuizSubmission;
  /** When to credit it: the recorded time, never later than `notAfter`. */
  at: Date;
}

export interface GuestReplayOptions {
  /** Modules a visitor could play (the free ones); others are skipped. Omitted: all kept. */
  allowedModuleIds?: readonly string[];
  /** The merge time: later (clock-skewed) times are moved back to it. */
  notAfter?: Date;
}

/**
 * The submissions to replay: one per module, the latest (on equal times, the one recorded later),
 * oldest first so streaks and time-based badges replay in the order they happened.
 */
export function planGuestReplay(progress: GuestProgress, options: GuestReplayOptions = {}): GuestReplay[] {
  const allowed = options.allowedModuleIds ? new Set(options.allowedModuleIds) : null;
  const limit = options.notAfter?.getTime();
  const latest = new Map<string, { entry: GuestEntry; time: number; position: number }>();
  progress.entries.forEach((entry, position) => {
    if (allowed && !allowed.has(entry.moduleId)) return;
    const parsed = Date.parse(entry.at);
    if (Number.isNaN(parsed)) return;
    const time = limit !== undefined && !Number.isNaN(limit) ? Math.min(parsed, limit) : parsed;
    const known = latest.get(entry.moduleId);
    if (!known || time >= known.time) latest.set(entry.moduleId, { entry, time, position });
  });
  return [...latest.values()]
    .sort((a, b) => a.time - b.time || a.position - b.position)
    .map(({ entry, time }) => ({ moduleId: entry.moduleId, submission: entry.submission, at: new Date(time) }));
}
