import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/mini';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { i18nReady, initI18n } from './i18n/i18n';
import { sessionQuery } from './lib/session';
import './styles.css';

// zod's compiled parsers use new Function, which our Content-Security-Policy (no 'unsafe-eval') forbids.
zodConfig({ jitless: true });
initI18n();

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// Every page waits for the session (root-layout.tsx): ask for it now, while React and the language load.
void queryClient.prefetchQuery(sessionQuery);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// A Chinese-speaking learner's strings load first (a few KB); an English one renders at once.
void i18nReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
