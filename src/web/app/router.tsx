import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { ISLANDS } from '../../content/islands';
import { AuthPage } from '../features/auth/auth-page';
import { AvatarPage } from '../features/avatar/avatar-page';
import { HomePage } from '../features/home/home-page';
import { IslandPage } from '../features/island/island-page';
import { LibraryPage } from '../features/library/library-page';
import { ModulePage } from '../features/module/module-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ProgressPage } from '../features/progress/progress-page';
import { RootLayout } from './root-layout';

/** Module ids are M01…M172; anything else under an island path is a 404. */
const MODULE_ID = /^M\d{2,3}$/;

function IslandModuleRoute() {
  const { moduleId = '' } = useParams();
  return MODULE_ID.test(moduleId) ? <ModulePage /> : <NotFoundPage />;
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/library', element: <LibraryPage /> },
      { path: '/map', element: <Navigate to="/library" replace /> },
      { path: '/islands', element: <Navigate to="/library" replace /> },
      { path: '/progress', element: <ProgressPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/avatar', element: <AvatarPage /> },
      { path: '/module/:moduleId', element: <IslandModuleRoute /> },
      ...ISLANDS.flatMap((island) => [
        { path: island.path, element: <IslandPage island={island} /> },
        { path: `${island.path}/:moduleId`, element: <IslandModuleRoute /> },
      ]),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
