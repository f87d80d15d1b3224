import { Suspense, lazy, useLayoutEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { localizedPath, type Language } from '@pickwise/i18n';
import { ChromeLayout } from './components/ChromeLayout.js';
import { applyLanguageOfPath } from './language-sync.js';
import { RemoteLoading, RemoteRoute } from './remotes/RemoteRoute.js';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary.js';

// The admin access gate is fetched with its route: visitors of the public pages never load it.
const AdminGate = lazy(() => import('./admin/AdminGate.js'));

/**
 * The same tree for both languages: English at `/`, Spanish at `/es`. The shell owns /games (a
 * redirect) and /data-admin (the admin remote, behind `AdminGate`: admins only); every other path goes to the public_site remote, which
 * renders the shell's 404 (`notFound` prop) for paths it does not own.
 *
 * Declarative routes inside `<BrowserRouter>` rather than a data router: nothing here loads data
 * through the router, and the data router's code would cost the home page ~19 KB of gzip
 * JavaScript (docs/architecture.md §10). `RouteErrorBoundary` gives what `errorElement` gave: a render
 * error shows the error screen in place of the chrome or, below it, of the page.
 */
function languageRoutes(language: Language) {
  const publicSite = <RemoteRoute remote="public_site" language={language} />;
  return (
    <Route
      path={language === 'en' ? '/' : '/es'}
      element={
        <RouteErrorBoundary>
          <ChromeLayout language={language} />
        </RouteErrorBoundary>
      }
    >
      <Route
        element={
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        }
      >
        {/* A splat does not match the mount point itself, so the home page needs an index route. */}
        <Route index element={publicSite} />
        <Route path="games" element={<Navigate to={localizedPath(language, '/#games')} replace />} />
        <Route
          path="data-admin/*"
          element={
            <Suspense fallback={<RemoteLoading />}>
              <AdminGate language={language} />
            </Suspense>
          }
        />
        <Route path="*" element={publicSite} />
      </Route>
    </Route>
  );
}

/** The shell's routes; the URL also sets the language (and `<html lang>`) on every navigation. */
export function ShellRoutes() {
  const { pathname } = useLocation();
  useLayoutEffect(() => void applyLanguageOfPath(pathname), [pathname]);
  return (
    <Routes>
      {languageRoutes('en')}
      {languageRoutes('es')}
    </Routes>
  );
}
