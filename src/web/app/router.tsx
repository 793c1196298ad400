import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ISLANDS } from '../../content/islands';
import { HomePage } from '../features/home/home-page';
import { RootLayout } from './root-layout';

// Home ships with the app shell; every other page (the 404 page too: rarely seen) is its own chunk, loaded on first visit.
const lazyPage = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

const modulePage: Pick<RouteObject, 'lazy' | 'loader'> = {
  ...lazyPage(() => import('../features/module/module-page').then((m) => ({ Component: m.ModulePage }))),
  // Fetches the lesson's body and player beside the page's chunk, not after it, and renders the page once they
  // are in (issue 7: LCP), so it shows the lesson at once instead of a skeleton. Waits at most LESSON_WAIT_MS.
  loader: async ({ params }) => {
    await import('../features/module/lesson-prefetch').then((m) => m.prefetchLesson(params.moduleId ?? '')).catch(() => undefined);
    return null;
  },
};
const islandPage = lazyPage(() => import('../features/island/island-page').then((m) => ({ Component: m.IslandPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/library', ...lazyPage(() => import('../features/library/library-page').then((m) => ({ Component: m.LibraryPage }))) },
      { path: '/map', element: <Navigate to="/library" replace /> },
      { path: '/islands', element: <Navigate to="/library" replace /> },
      { path: '/practice', ...lazyPage(() => import('../features/practice/practice-page').then((m) => ({ Component: m.PracticePage }))) },
      { path: '/progress', ...lazyPage(() => import('../features/progress/progress-page').then((m) => ({ Component: m.ProgressPage }))) },
      { path: '/auth', ...lazyPage(() => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage }))) },
      { path: '/reset-password', ...lazyPage(() => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }))) },
      { path: '/email-verified', ...lazyPage(() => import('../features/auth/email-verified-page').then((m) => ({ Component: m.EmailVerifiedPage }))) },
      { path: '/account', ...lazyPage(() => import('../features/account/account-page').then((m) => ({ Component: m.AccountPage }))) },
      { path: '/privacy', ...lazyPage(() => import('../features/privacy/privacy-page').then((m) => ({ Component: m.PrivacyPage }))) },
      { path: '/teach', ...lazyPage(() => import('../features/teach/teach-page').then((m) => ({ Component: m.TeachPage }))) },
      { path: '/teach/:groupId', ...lazyPage(() => import('../features/teach/group-page').then((m) => ({ Component: m.GroupPage }))) },
      { path: '/teach/:groupId/children/:childId', ...lazyPage(() => import('../features/teach/child-page').then((m) => ({ Component: m.ChildPage }))) },
      { path: '/teach/:groupId/cards', ...lazyPage(() => import('../features/teach/cards-page').then((m) => ({ Component: m.CardsPage }))) },
      { path: '/summary/stop', ...lazyPage(() => import('../features/summary/summary-stop-page').then((m) => ({ Component: m.SummaryStopPage }))) },
      { path: '/join/:code', ...lazyPage(() => import('../features/join/join-page').then((m) => ({ Component: m.JoinPage }))) },
      { path: '/avatar', ...lazyPage(() => import('../features/avatar/avatar-page').then((m) => ({ Component: m.AvatarPage }))) },
      { path: '/module/:moduleId', ...modulePage },
      ...ISLANDS.flatMap((island): RouteObject[] => [
        { path: island.path, ...islandPage },
        { path: `${island.path}/:moduleId`, ...modulePage },
      ]),
      { path: '*', ...lazyPage(() => import('../components/layout/not-found-page').then((m) => ({ Component: m.NotFoundPage }))) },
    ],
  },
];

export const router = createBrowserRouter(routes);
