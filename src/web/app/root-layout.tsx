import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { AppToaster } from '../components/ui/app-toaster';
import { FullScreenLoading } from '../components/ui/full-screen-loading';
import { useSession } from '../lib/session';

// Only a signed-in learner has a profile to check, so a visitor never downloads the profile and picker code.
const SignedInServices = lazy(() => import('./signed-in-services').then((module) => ({ default: module.SignedInServices })));
// Offline right after a page loads, this chunk cannot arrive: show no picker this time (it comes on a later visit)
// rather than let the failed download replace the whole page, lesson included, with an error.
const ExplorerOnboarding = lazy(() =>
  import('../components/avatar/explorer-onboarding').then(
    (module) => ({ default: module.ExplorerOnboarding }),
    () => ({ default: () => null }),
  ),
);

export function RootLayout() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
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
      {/* At least a screen tall: the footer starts below the fold, so a page filling in does not shift it. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {user ? (
        <Suspense fallback={null}>
          <SignedInServices />
          <ExplorerOnboarding />
        </Suspense>
      ) : null}
      <AppToaster />
      <ScrollRestoration />
    </div>
  );
}
