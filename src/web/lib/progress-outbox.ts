import { z } from 'zod';
import { moduleIdSchema } from '../../content/schema/ids';
import { idempotencyKeySchema, reflectionRequestSchema, vocabKeySchema } from '../../domain/progress-api';
import { ApiError, apiFetch } from './api-client';
import { newIdempotencyKey } from './idempotency';
import { LEARNER_HEADER, mirrorQueue, type MirroredMethod, type MirroredRequest } from './outbox-mirror';
import {
  classifyFailure,
  FIRST_RETRY_DELAY_MS,
  retryDelay,
  SEND_TIMEOUT_MS,
  withOutboxLock,
  type OutboxStorage,
} from './quiz-outbox';
import { notifyOutboxChanged, progressOutboxStorageKey } from './quiz-outbox-status';

/**
 * Reflections and "I know this word" marks, queued the way finished quizzes are (decision 012, reused by
 * decision 026): written to the device before the first send, per learner, sent again on the same triggers
 * with the same backoff, oldest first. Only the latest action per item matters — the text of a module's
 * reflection, whether a word is marked — so a new action replaces the one still waiting for that item.
 * The server's routes are idempotent (a PUT of the same text, a mark already there, an unmark of a word not
 * marked change nothing), so a request sent twice counts once.
 */

export const PROGRESS_OUTBOX_VERSION = 1;
/** Per learner: a lesson has a reflection and a handful of words; coalescing keeps one entry per item. */
export const MAX_PROGRESS_OUTBOX_ENTRIES = 200;

export const progressActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reflection'), moduleId: moduleIdSchema, text: reflectionRequestSchema.shape.text }).strict(),
  z.object({ kind: z.literal('vocab'), key: vocabKeySchema, mastered: z.boolean() }).strict(),
]);
export type ProgressAction = z.infer<typeof progressActionSchema>;

export const progressEntrySchema = z
  .object({
    /** Names this action (the mirror's key, the worker's message); not sent: the routes are idempotent by themselves. */
    id: idempotencyKeySchema,
    action: progressActionSchema,
    queuedAt: z.iso.datetime({ offset: true }),
    attempts: z.number().int().min(0),
    nextAttemptAt: z.number().int().min(0),
  })
  .strict();
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

const storedSchema = z.object({ version: z.literal(PROGRESS_OUTBOX_VERSION), entries: z.array(z.unknown()) });

/** The item an action is about: a newer action for the same item replaces a waiting one. */
export function itemOf(action: ProgressAction): string {
  return action.kind === 'reflection' ? `reflection:${action.moduleId}` : `vocab:${action.key}`;
}

/** The request an action is sent as. */
export function requestOf(action: ProgressAction): { method: MirroredMethod; url: string; body: unknown } {
  if (action.kind === 'reflection') return { method: 'PUT', url: `/api/progress/reflections/${action.moduleId}`, body: { text: action.text } };
  if (action.mastered) return { method: 'POST', url: '/api/progress/vocab', body: { key: action.key } };
  return { method: 'DELETE', url: `/api/progress/vocab/${encodeURIComponent(action.key)}`, body: undefined };
}

export function mirroredProgress(userId: string, entry: ProgressEntry): MirroredRequest {
  return { id: entry.id, learnerId: userId, kind: entry.action.kind, queuedAt: entry.queuedAt, ...requestOf(entry.action) };
}

export type SendProgress = (action: ProgressAction, learnerId: string) => Promise<unknown>;

export const sendProgressRequest: SendProgress = (action, learnerId) => {
  const { method, url, body } = requestOf(action);
  return apiFetch<unknown>(url, { method, body, timeoutMs: SEND_TIMEOUT_MS, headers: { [LEARNER_HEADER]: learnerId } });
};

/** This learner's queue, oldest first; whatever does not validate is dropped, and reading never throws. */
export function readProgressOutbox(storage: OutboxStorage, userId: string): ProgressEntry[] {
  let raw: unknown;
  try {
    const text = storage.getItem(progressOutboxStorageKey(userId));
    if (!text) return [];
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  const stored = storedSchema.safeParse(raw);
  if (!stored.success) return [];
  const entries: ProgressEntry[] = [];
  for (const candidate of stored.data.entries) {
    const entry = progressEntrySchema.safeParse(candidate);
    if (entry.success && !entries.some((kept) => kept.id === entry.data.id)) entries.push(entry.data);
  }
  return entries.slice(-MAX_PROGRESS_OUTBOX_ENTRIES);
}

function writeProgressOutbox(storage: OutboxStorage, userId: string, entries: readonly ProgressEntry[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(progressOutboxStorageKey(userId));
    else storage.setItem(progressOutboxStorageKey(userId), JSON.stringify({ version: PROGRESS_OUTBOX_VERSION, entries }));
    return true;
  } catch {
    return false;
  } finally {
    notifyOutboxChanged();
    void mirrorQueue(userId, 'reflection', () => mirroredOfKind(storage, userId, 'reflection'));
    void mirrorQueue(userId, 'vocab', () => mirroredOfKind(storage, userId, 'vocab'));
  }
}

function mirroredOfKind(storage: OutboxStorage, userId: string, kind: ProgressAction['kind']): MirroredRequest[] {
  return readProgressOutbox(storage, userId)
    .filter((entry) => entry.action.kind === kind)
    .map((entry) => mirroredProgress(userId, entry));
}

function updateProgressOutbox(storage: OutboxStorage, userId: string, change: (entries: ProgressEntry[]) => ProgressEntry[]): boolean {
  return writeProgressOutbox(storage, userId, change(readProgressOutbox(storage, userId)));
}

/**
 * Keeps an action on the device before it is sent, replacing one still waiting for the same item. Returns
 * its id, or null when it could not be kept (storage blocked or full, queue at its limit, not valid).
 */
export function enqueueProgress(storage: OutboxStorage, userId: string, action: ProgressAction, now: number = Date.now(), id: string = newIdempotencyKey()): string | null {
  const parsed = progressActionSchema.safeParse(action);
  if (!parsed.success) return null;
  const item = itemOf(parsed.data);
  const others = readProgressOutbox(storage, userId).filter((entry) => itemOf(entry.action) !== item);
  if (others.length >= MAX_PROGRESS_OUTBOX_ENTRIES) return null;
  // Due only after the first delay: the page sends it at once itself, and the timer must not race it.
  const entry: ProgressEntry = { id, action: parsed.data, queuedAt: new Date(now).toISOString(), attempts: 0, nextAttemptAt: now + FIRST_RETRY_DELAY_MS };
  if (!writeProgressOutbox(storage, userId, [...others, entry])) return null;
  return readProgressOutbox(storage, userId).some((kept) => kept.id === id) ? id : null;
}

/** Removes one entry by id (the worker sent it, or it was refused) and returns it, or null if it was not here. */
export function removeQueuedProgress(storage: OutboxStorage, userId: string, id: string): ProgressEntry | null {
  const entry = readProgressOutbox(storage, userId).find((candidate) => candidate.id === id) ?? null;
  if (entry) updateProgressOutbox(storage, userId, (entries) => entries.filter((candidate) => candidate.id !== id));
  return entry;
}

export type ProgressFlushReport = {
  synced: ProgressEntry[];
  rejected: { entry: ProgressEntry; error: ApiError }[];
  /** A 401 (or 409 LEARNER_CHANGED) stopped the flush: the rest waits for this learner to sign in. */
  signedOut: boolean;
  pending: number;
  nextAttemptAt: number | null;
};

export type ProgressFlushOptions = {
  storage: OutboxStorage;
  userId: string;
  send: SendProgress;
  force?: boolean;
  /** Only the entry with this id. */
  only?: string;
  now?: () => number;
  random?: () => number;
};

async function flushPass({ storage, userId, send, force = false, only, now = Date.now, random = Math.random }: ProgressFlushOptions): Promise<ProgressFlushReport> {
  const report: ProgressFlushReport = { synced: [], rejected: [], signedOut: false, pending: 0, nextAttemptAt: null };
  const due = readProgressOutbox(storage, userId).filter((entry) => (only === undefined || entry.id === only) && (force || entry.nextAttemptAt <= now()));
  for (const entry of due) {
    // Replaced meanwhile by a newer action for the same item (or sent by the worker): that one goes instead.
    if (!readProgressOutbox(storage, userId).some((candidate) => candidate.id === entry.id)) continue;
    const withoutIt = (entries: ProgressEntry[]) => entries.filter((candidate) => candidate.id !== entry.id);
    try {
      await send(entry.action, userId);
      // By id, not by item: a newer action for this item queued while this one was in flight stays.
      updateProgressOutbox(storage, userId, withoutIt);
      report.synced.push(entry);
    } catch (error) {
      const kind = classifyFailure(error);
      if (kind === 'rejected' && error instanceof ApiError) {
        updateProgressOutbox(storage, userId, withoutIt);
        report.rejected.push({ entry, error });
      } else if (kind === 'signed-out') {
        report.signedOut = true;
        break;
      } else {
        const attempts = entry.attempts + 1;
        const nextAttemptAt = now() + retryDelay(attempts, random);
        updateProgressOutbox(storage, userId, (entries) => entries.map((candidate) => (candidate.id === entry.id ? { ...candidate, attempts, nextAttemptAt } : candidate)));
      }
    }
  }
  const left = readProgressOutbox(storage, userId);
  report.pending = left.length;
  report.nextAttemptAt = left.length > 0 ? Math.min(...left.map((entry) => entry.nextAttemptAt)) : null;
  return report;
}

/** Sends what is queued, oldest first, under the same lock as the quiz outbox (one flush at a time). Never rejects. */
export function flushProgressOutbox(options: ProgressFlushOptions): Promise<ProgressFlushReport> {
  return withOutboxLock(options.userId, () => flushPass(options));
}

export type ProgressSubmitResult = { status: 'saved' } | { status: 'queued'; id: string };

/**
 * A signed-in learner's reflection or word mark: kept on the device, then sent. 'saved' once the server has
 * it, 'queued' while it waits to sync; rejects when the server refused it for good.
 */
export async function submitProgressThroughOutbox({
  storage,
  userId,
  action,
  send = sendProgressRequest,
}: {
  storage: OutboxStorage;
  userId: string;
  action: ProgressAction;
  send?: SendProgress;
}): Promise<ProgressSubmitResult> {
  const id = enqueueProgress(storage, userId, action);
  if (id === null) {
    // Nowhere to keep it: sent as before, and a failure is the learner's to retry.
    await send(action, userId);
    return { status: 'saved' };
  }
  const report = await flushProgressOutbox({ storage, userId, send, force: true, only: id });
  const rejected = report.rejected.find((item) => item.entry.id === id);
  if (rejected) throw rejected.error;
  if (report.synced.some((entry) => entry.id === id)) return { status: 'saved' };
  // Still queued, or sent by another flush (the worker, another tab) that got there first.
  return readProgressOutbox(storage, userId).some((entry) => entry.id === id) ? { status: 'queued', id } : { status: 'saved' };
}
