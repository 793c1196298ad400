import { Workbox } from 'workbox-window';
import { i18n } from '../i18n/i18n';
import { followLanguageWithManifest } from './app-manifest';
import { OFFLINE_NS } from './offline-i18n';
import { keepSeedIslandByDefault } from './offline-lessons';
import { toast } from './toast';

/**
 * Registers the service worker (src/web/sw.ts; decision 025) when the browser is idle. A lazy chunk, loaded by
 * main.tsx once the first page is up, so none of it is on `/`'s critical path.
 *
 * Updates are offered, never forced: a new build's worker installs and waits; the page shows "A new version is
 * ready — reload", and only when the learner presses Reload does it ask the worker to take over
 * (SKIP_WAITING) and reload once it controls the page. A lesson in progress is never switched under the child.
 */

const SW_URL = '/sw.js';
const UPDATE_TOAST_ID = 'app-update';
/** sonner's action button is small by default; a child's finger needs 44 px. */
const RELOAD_BUTTON_STYLE = { minHeight: '44px', minWidth: '44px', padding: '0 16px', fontSize: '16px', fontWeight: 600 } as const;

let started = false;
/** At most this long after the first render before the worker registers, even on a busy page. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, IDLE_TIMEOUT_MS);
  });
}

function offerReload(onReload: () => void): void {
  const t = (key: string) => i18n.t(`${OFFLINE_NS}:${key}`);
  toast(t('updateReady'), {
    id: UPDATE_TOAST_ID,
    description: t('updateBody'),
    duration: Number.POSITIVE_INFINITY,
    action: { label: t('reload'), onClick: onReload },
    actionButtonStyle: RELOAD_BUTTON_STYLE,
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (started) return;
  started = true;
  followLanguageWithManifest();
  if (!('serviceWorker' in navigator)) return;
  await whenIdle();
  const workbox = new Workbox(SW_URL, { scope: '/' });
  let reloadAsked = false;
  let registration: ServiceWorkerRegistration | undefined;

  // A new build's worker is installed and waiting (found now or on an earlier visit).
  workbox.addEventListener('waiting', () => {
    offerReload(() => {
      reloadAsked = true;
      // Another tab may have switched to it meanwhile: then this page only needs reloading.
      if (registration?.waiting) workbox.messageSkipWaiting();
      else window.location.reload();
    });
  });
  workbox.addEventListener('controlling', (event) => {
    if (reloadAsked) window.location.reload();
    // Another tab's Reload switched this page's worker: this page still runs the old build, so offer the same.
    else if (event.isUpdate) offerReload(() => window.location.reload());
  });

  try {
    registration = await workbox.register();
  } catch {
    // Blocked (a browser setting, the test runner) or not a secure context: the app works online as before.
    return;
  }
  await navigator.serviceWorker.ready;
  await keepSeedIslandByDefault().catch(() => undefined);
}
