import { z } from 'zod';
import { lessonPositionResponseSchema, type LessonPosition } from '../../domain/lesson-position';
import { apiFetch } from './api-client';
import { LESSON_POSITION_KEY_PREFIX } from './lesson-position-key';
import { deviceStorage, type OutboxStorage } from './quiz-outbox';

/**
 * Where a lesson was left midway, kept on this device (decision 027): one localStorage key per learner id, or
 * `guest` for a visitor on Seed Island, holding each lesson's position and whether the server has it too. Every read
 * is validated and a damaged entry dropped; nothing here throws.
 */

const STORE_VERSION = 1;
/** A signed-out visitor's positions (free lessons only). */
export const GUEST_OWNER = 'guest';
/** The page waits this long for the server's copy before it opens the lesson from the device's. */
export const SERVER_POSITION_TIMEOUT_MS = 3_000;

export type DeviceEntry = {
  /** Not validated here: the page checks it against the lesson's body (usablePosition). */
  position: unknown;
  /** The server has this very position (or a newer one): if the server then has none, it was cleared there. */
  synced: boolean;
};

const entrySchema = z.object({ position: z.unknown(), synced: z.boolean() });
const storeSchema = z.object({ version: z.literal(STORE_VERSION), modules: z.record(z.string(), z.unknown()) });

export function positionStorageKey(owner: string): string {
  return `${LESSON_POSITION_KEY_PREFIX}${owner}`;
}

function readStore(storage: OutboxStorage, owner: string): Record<string, DeviceEntry> {
  try {
    const text = storage.getItem(positionStorageKey(owner));
    if (!text) return {};
    const parsed = storeSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return {};
    const entries: Record<string, DeviceEntry> = {};
    for (const [moduleId, candidate] of Object.entries(parsed.data.modules)) {
      const entry = entrySchema.safeParse(candidate);
      if (entry.success) entries[moduleId] = { position: entry.data.position, synced: entry.data.synced };
    }
    return entries;
  } catch {
    return {};
  }
}

function writeStore(storage: OutboxStorage, owner: string, modules: Record<string, DeviceEntry>) {
  try {
    if (Object.keys(modules).length === 0) storage.removeItem(positionStorageKey(owner));
    else storage.setItem(positionStorageKey(owner), JSON.stringify({ version: STORE_VERSION, modules }));
  } catch {
    // Storage full or blocked: the lesson goes on; only resuming on this device is lost.
  }
}

export function readDevicePosition(owner: string, moduleId: string, storage: OutboxStorage = deviceStorage()): DeviceEntry | null {
  return readStore(storage, owner)[moduleId] ?? null;
}

export function writeDevicePosition(owner: string, moduleId: string, entry: { position: LessonPosition; synced: boolean }, storage: OutboxStorage = deviceStorage()) {
  writeStore(storage, owner, { ...readStore(storage, owner), [moduleId]: entry });
}

/** Marks the kept position as on the server, unless a newer one replaced it on this device meanwhile. */
export function markDevicePositionSynced(owner: string, moduleId: string, updatedAt: string, storage: OutboxStorage = deviceStorage()) {
  const modules = readStore(storage, owner);
  const entry = modules[moduleId];
  const kept = entry?.position as { updatedAt?: unknown } | undefined;
  if (!entry || kept?.updatedAt !== updatedAt) return;
  writeStore(storage, owner, { ...modules, [moduleId]: { ...entry, synced: true } });
}

export function clearDevicePosition(owner: string, moduleId: string, storage: OutboxStorage = deviceStorage()) {
  const modules = readStore(storage, owner);
  if (!(moduleId in modules)) return;
  const { [moduleId]: _removed, ...rest } = modules;
  writeStore(storage, owner, rest);
}

/** Every position of one learner on this device: for signing out on a shared tablet. */
export function clearDevicePositionsOf(owner: string, storage: OutboxStorage = deviceStorage()) {
  writeStore(storage, owner, {});
}

const path = (moduleId: string) => `/api/progress/position/${encodeURIComponent(moduleId)}`;

/** The server's copy (raw: validated against the body by the page). Rejects when the server cannot be reached. */
export async function fetchServerPosition(moduleId: string): Promise<unknown> {
  const data = await apiFetch<unknown>(path(moduleId), { timeoutMs: SERVER_POSITION_TIMEOUT_MS });
  const parsed = z.object({ position: z.unknown() }).safeParse(data);
  return parsed.success ? parsed.data.position : null;
}

/** The server position a lesson route's loader asked for, beside the lesson's body (one at a time, used once). */
let early: { userId: string; moduleId: string; at: number; promise: Promise<unknown>; settled?: { ok: true; value: unknown } | { ok: false } } | null = null;
/** Older than this, an early answer is not trusted: the position may have moved on another device since. */
const EARLY_POSITION_FRESH_MS = 10_000;

/**
 * Asks for the server's position while the lesson's chunks load, so the page can open at the right step without a
 * loading frame. Resolves when the answer is in; never rejects.
 */
export function prefetchServerPosition(userId: string, moduleId: string): Promise<void> {
  const entry: NonNullable<typeof early> = { userId, moduleId, at: Date.now(), promise: fetchServerPosition(moduleId) };
  early = entry;
  return entry.promise.then(
    (value) => void (entry.settled = { ok: true, value }),
    () => void (entry.settled = { ok: false }),
  );
}

/** The early request for this learner and lesson, if one was made just now; taken once. */
export function takeServerPosition(userId: string, moduleId: string): Pick<NonNullable<typeof early>, 'promise' | 'settled'> | null {
  const entry = early;
  early = null;
  if (!entry || entry.userId !== userId || entry.moduleId !== moduleId || Date.now() - entry.at > EARLY_POSITION_FRESH_MS) return null;
  return entry;
}

/** Sends a position; resolves with the one the server keeps (it keeps the newer). Rejects when offline. */
export async function putServerPosition(moduleId: string, position: LessonPosition): Promise<LessonPosition | null> {
  const data = await apiFetch<unknown>(path(moduleId), { method: 'PUT', body: position });
  const parsed = lessonPositionResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.position : null;
}

export async function deleteServerPosition(moduleId: string): Promise<void> {
  await apiFetch<unknown>(path(moduleId), { method: 'DELETE' });
}
