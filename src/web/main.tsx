import './lib/zod-jitless';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { i18nReady, initI18n } from './i18n/i18n';
import { applyStoredReadingSettings } from './lib/reading-settings-store';
import { sessionQuery, type SessionUser } from './lib/session';
import './styles.css';

initI18n();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Every page waits for the session (root-layout.tsx): ask for it now, while the language loads, and render
// once both are here (index.html's loading screen shows meanwhile), so the first render is the page itself.
const sessionReady = queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A Chinese-speaking learner's strings load first (a few KB). The first render is a transition, so React
// renders the page in slices and the main thread stays free for input.
// index.html fetches the stylesheet without blocking its loading screen (scripts/shell-styles.mjs); it is
// switched on here and waited for, so React never shows a page unstyled. In development Vite injects styles itself.
function stylesReady(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  const applied = new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    link.addEventListener('load', () => resolve(), { once: true });
    // An unreachable stylesheet must not keep the learner on the loading screen forever.
    link.addEventListener('error', () => resolve(), { once: true });
  });
  return applied.then(() => {
    link.media = 'all';
  });
}

// The router runs the first page's loader (a lesson waits for its body and player) before it can render it.
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

void Promise.all([i18nReady(), sessionReady, routerReady, stylesReady()]).then(() => {
  // The reading settings kept on this device (text size, spacing, motion) are on <html> before the first render,
  // so the page never shows at one size and then jumps to another.
  applyStoredReadingSettings(queryClient.getQueryData<{ user: SessionUser } | null>(sessionQuery.queryKey)?.user.id);
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  // The offline app's service worker registers from a lazy chunk once the page is up (decision 025); production
  // builds only (Vite's dev server has no worker).
  if (import.meta.env.PROD) void import('./lib/service-worker').then((module) => module.registerServiceWorker());
});
