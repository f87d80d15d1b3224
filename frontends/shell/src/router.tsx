import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { localizedPath, type Language } from '@pickwise/i18n';
import { ChromeLayout } from './components/ChromeLayout.js';
import { RemoteRoute } from './remotes/RemoteRoute.js';
import { RouterErrorScreen } from './routes/RouterErrorScreen.js';

/**
 * The same tree for both languages: English at `/`, Spanish at `/es`. The shell owns /games (a
 * redirect) and /data-admin (admin remote); every other path goes to the public_site remote, which
 * renders the shell's 404 (`notFound` prop) for paths it does not own.
 */
function languageRoutes(language: Language): RouteObject {
  const publicSite = <RemoteRoute remote="public_site" language={language} />;
  return {
    path: language === 'en' ? '/' : '/es',
    element: <ChromeLayout language={language} />,
    errorElement: <RouterErrorScreen />,
    children: [
      {
        errorElement: <RouterErrorScreen />,
        children: [
          // A splat does not match the mount point itself, so the home page needs an index route.
          { index: true, element: publicSite },
          { path: 'games', element: <Navigate to={localizedPath(language, '/#games')} replace /> },
          { path: 'data-admin/*', element: <RemoteRoute remote="admin" language={language} /> },
          { path: '*', element: publicSite },
        ],
      },
    ],
  };
}

export function createShellRouter() {
  return createBrowserRouter([languageRoutes('en'), languageRoutes('es')]);
}
