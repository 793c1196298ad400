import { localDate } from '../../domain/streak';

/** The channel on which the database announces whose progress changed (migration 0001_progress_changed_notify). */
export const PROGRESS_CHANGED_CHANNEL = 'progress_changed';
/** Most learners whose views are kept at once; past it the longest-kept view is dropped. */
export const PROGRESS_VIEW_CACHE_MAX_ENTRIES = 10_000;
/**
 * Most memory the kept views' JSON may take, likewise. A view carries the learner's reflections (up to
 * MAX_REFLECTION_LENGTH characters each, one per module), so the entry count alone does not bound memory.
 */
export const PROGRESS_VIEW_CACHE_MAX_BYTES = 64 * 2 ** 20;
/** V8 keeps a string holding any character beyond Latin-1 (Chinese text) at two bytes per character. */
const BYTES_PER_CHAR = 2;
const MS_PER_MINUTE = 60_000;

/** A learner's progress view as sent, and the local day it was built for (its live streak depends on it). */
export type BuiltView = { json: string; timeZone: string; day: string };

type Entry = BuiltView & { checkedMinute: number };

const bytesOf = (json: string) => json.length * BYTES_PER_CHAR;

/**
 * The dashboard's progress view of each learner, kept serialized in memory: reading progress is the most
 * frequent request, and the database round trip and the JSON work were nearly all of its cost
 * (BENCHMARKS.md). A view is dropped when anything it shows changes:
 * - by this process: `forget()` after every state-changing request of the learner, before it is answered,
 *   so a child always sees their own finished lesson on the next read;
 * - by anyone (another server process, a script): the database announces the change (migration
 *   0001_progress_changed_notify) and the listener calls `forget()`. While that announcement cannot be
 *   heard (listener not yet connected, connection lost), the cache is `pause()`d: empty and storing nothing.
 * A view is also rebuilt when the learner's local day has changed since it was built.
 * See docs/decisions/013-progress-view-cache.md.
 */
export class ProgressViews {
  private readonly entries = new Map<string, Entry>();
  /** The latest read in flight per learner; forget() removes it, so a read begun before a change never stores. */
  private readonly reading = new Map<string, symbol>();
  private paused: boolean;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(options: { paused: boolean; maxBytes?: number }) {
    this.paused = options.paused;
    this.maxBytes = options.maxBytes ?? PROGRESS_VIEW_CACHE_MAX_BYTES;
  }

  /** The learner's view as JSON: from memory, or built by `build` (and kept, unless something changed meanwhile). */
  async viewOf(userId: string, now: Date, build: () => Promise<BuiltView>): Promise<string> {
    const kept = this.kept(userId, now);
    if (kept !== undefined) return kept;
    const ticket = Symbol(userId);
    if (!this.paused) this.reading.set(userId, ticket);
    try {
      const built = await build();
      if (this.reading.get(userId) === ticket) this.keep(userId, built, now);
      return built.json;
    } finally {
      if (this.reading.get(userId) === ticket) this.reading.delete(userId);
    }
  }

  /** The learner's kept view, if it is still good for `now`; synchronous, for the hot path. */
  kept(userId: string, now: Date): string | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    // Every time zone in use is offset from UTC by whole minutes, so a local date can only change when a
    // UTC minute begins: checking once per minute is exact, and spares the date formatting on most reads.
    const minute = Math.floor(now.getTime() / MS_PER_MINUTE);
    if (entry.checkedMinute !== minute) {
      if (localDate(now, entry.timeZone) !== entry.day) {
        this.drop(userId);
        return undefined;
      }
      entry.checkedMinute = minute;
    }
    return entry.json;
  }

  private keep(userId: string, built: BuiltView, now: Date): void {
    this.drop(userId);
    const bytes = bytesOf(built.json);
    if (bytes > this.maxBytes) return;
    // Maps iterate in insertion order: the first key is the view kept longest.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < PROGRESS_VIEW_CACHE_MAX_ENTRIES && this.bytes + bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    this.entries.set(userId, { ...built, checkedMinute: Math.floor(now.getTime() / MS_PER_MINUTE) });
    this.bytes += bytes;
  }

  private drop(userId: string): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    this.entries.delete(userId);
    this.bytes -= bytesOf(entry.json);
  }

  private clear(): void {
    this.entries.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  /** Something the learner's view shows has changed (or may have): the next read asks the database. */
  forget(userId: string): void {
    this.drop(userId);
    this.reading.delete(userId);
  }

  /** Changes can no longer be heard: drop every view and keep none until `resume()`. */
  pause(): void {
    this.paused = true;
    this.clear();
  }

  /** Changes are heard again. Anything may have changed while they were not, so nothing kept before is trusted. */
  resume(): void {
    this.clear();
    this.paused = false;
  }

  /** Views are being kept: changes made elsewhere can be heard (tests). */
  get listening(): boolean {
    return !this.paused;
  }

  /** Memory the kept views' JSON takes, in bytes as counted against the limit (tests). */
  get keptBytes(): number {
    return this.bytes;
  }

  /** How many views are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
