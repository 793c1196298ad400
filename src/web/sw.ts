// The service worker (decision 025), built by vite-plugin-pwa (`strategies: 'injectManifest'`, vite.config.ts)
// from Workbox's modules. What it does, and what it deliberately leaves alone:
//  - precaches the app shell and every hashed file of this build except the lesson bodies (the list is
//    injected at `self.__WB_MANIFEST`), and removes what older builds precached;
//  - answers every app route (/library, /progress, /seed-island/M01…) with the precached shell, so a reload
//    with no connection opens the app instead of the browser's offline page;
//  - keeps each lesson body the learner opens (and the islands kept for offline) in a cache of its own;
//  - never touches /api/: no route matches it, so the page's own requests go to the network untouched and no
//    learner's answers land in a cache another learner on the device could read;
//  - waits when a new build arrives, until the page (the learner pressing "Reload") asks it to take over.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LESSON_CHUNK_PATH, LESSONS_CACHE_NAME, moduleIdOfChunk, OFFLINE_LESSONS_PATH, parseOfflineLessons, SKIP_WAITING_MESSAGE } from './lib/offline-lessons-contract';

declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (there is no older one to switch from); an update waits.
clientsClaim();

/** Requests the app shell must not answer: the API, the test-only routes, and files (a path with an extension). */
const NOT_APP_ROUTES = [/^\/api(\/|$)/, /^\/dev(\/|$)/, /\/[^/]+\.[^/]+$/];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_ROUTES }));

// Lesson bodies: hashed, so a cached one never goes stale; ~850 kB gzipped in all, so each is kept once opened
// (or when its island is kept for offline) instead of precached for everyone.
registerRoute(
  ({ url }) => url.origin === self.location.origin && LESSON_CHUNK_PATH.test(url.pathname),
  new CacheFirst({ cacheName: LESSONS_CACHE_NAME }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

/**
 * After an update, a kept lesson whose body changed sits in the cache under its old hash, which the new app
 * never asks for: fetch the new chunk of every such lesson (when online) and drop the old ones, so what was
 * kept stays kept.
 */
async function refreshKeptLessons(): Promise<void> {
  const listed = await matchPrecache(OFFLINE_LESSONS_PATH);
  if (!listed) return;
  const { lessons } = parseOfflineLessons(await listed.json());
  const current = new Set(Object.values(lessons).map((lesson) => lesson.url));
  const cache = await caches.open(LESSONS_CACHE_NAME);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (current.has(pathname)) continue;
    const id = moduleIdOfChunk(pathname);
    const replacement = id ? lessons[id] : undefined;
    if (replacement && !(await cache.match(replacement.url))) await cache.add(replacement.url).catch(() => undefined);
    await cache.delete(request);
  }
}
self.addEventListener('activate', (event) => event.waitUntil(refreshKeptLessons().catch(() => undefined)));

import { installBackgroundSync } from './sw-background-sync';
installBackgroundSync(self);
