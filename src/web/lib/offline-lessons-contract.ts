// What the service worker (src/web/sw.ts) and the page (components/offline/) agree on about kept lessons:
// the cache's name, which URLs are lesson bodies, and the build's list of them (scripts/vite-offline-lessons.ts).
// No DOM and no worker types here: both sides import it (decision 025).

/** The Cache Storage cache holding lesson-body chunks: every lesson opened, and the islands kept for offline. */
export const LESSONS_CACHE_NAME = 'money-islands-lessons';

/** Written by the build beside index.html and precached: each written lesson's chunk and its size. */
export const OFFLINE_LESSONS_PATH = '/offline-lessons.json';

/** A lesson body's chunk (one per lesson, `codeSplitting` in vite.config.ts): `/assets/m01-<hash>.js`. */
export const LESSON_CHUNK_PATH = /^\/assets\/m\d+-[\w-]+\.js$/;

/** The message the page posts to a waiting service worker when the learner presses "Reload". */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export type OfflineLesson = {
  /** Root-relative URL of the lesson's chunk, e.g. `/assets/m01-Cdkyx8cO.js`. */
  readonly url: string;
  /** Its size gzipped (level 9, as the server sends it): what keeping it downloads, about. */
  readonly bytes: number;
};

/** `/offline-lessons.json`: module id (e.g. 'M01') → its chunk. */
export type OfflineLessons = { readonly lessons: Readonly<Record<string, OfflineLesson>> };

/** The module id a lesson chunk's URL belongs to ('/assets/m01-abc.js' → 'M01'), or undefined. */
export function moduleIdOfChunk(pathname: string): string | undefined {
  if (!LESSON_CHUNK_PATH.test(pathname)) return undefined;
  const match = /^\/assets\/(m\d+)-/.exec(pathname);
  return match?.[1]?.toUpperCase();
}

/** Reads `/offline-lessons.json` leniently: entries of another shape are left out, never thrown on. */
export function parseOfflineLessons(data: unknown): OfflineLessons {
  const lessons: Record<string, OfflineLesson> = {};
  const raw = typeof data === 'object' && data !== null && 'lessons' in data ? (data as { lessons: unknown }).lessons : undefined;
  if (typeof raw === 'object' && raw !== null) {
    for (const [id, entry] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { url, bytes } = entry as { url?: unknown; bytes?: unknown };
      if (typeof url === 'string' && LESSON_CHUNK_PATH.test(url) && typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0) lessons[id] = { url, bytes };
    }
  }
  return { lessons };
}
