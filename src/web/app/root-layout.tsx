import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { ExplorerOnboarding } from '../components/avatar/base-picker-dialog';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { FullScreenLoading } from '../components/ui/full-screen-loading';
import { useGuestMerge } from '../lib/guest-merge';
import { useQuizOutboxSync } from '../lib/quiz-outbox-sync';
import { useSession } from '../lib/session';

export function RootLayout() {
  const { t } = useTranslation();
  const { isLoading } = useSession();
  useGuestMerge();
  useQuizOutboxSync();
  if (isLoading) return <FullScreenLoading />;
  return (
    <div className="flex min-h-screen flex-col bg-amber-50/40">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-teal-900 focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ExplorerOnboarding />
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 4000 }} />
      <ScrollRestoration />
    </div>
  );
}
