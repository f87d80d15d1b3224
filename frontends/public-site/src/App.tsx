/**
 * The public_site remote's `./App`: every visitor screen, mounted by the shell at `/` (English)
 * and `/es/` (Spanish) with the paths below relative to that mount. Paths this remote does not own
 * get the shell's 404 page.
 */
import { Suspense, lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '@pickwise/api-client';
import { Spinner, type RemoteAppProps } from '@pickwise/ui';
import { PUBLIC_SITE_NAMESPACE } from './i18n/texts.js';
import './public-site.css';
import { HomePage } from './routes/HomePage.js';

// Only the home page ships with the remote's first load (docs/architecture.md §10 budget); every other
// screen is fetched when it is opened. The game generator carries the method dialogs and the
// offline generator.
const GeneratorEntryPage = lazy(() => import('./routes/GeneratorEntryPage.js').then((module) => ({ default: module.GeneratorEntryPage })));
const ChooseLotteryPage = lazy(() => import('./routes/ChooseLotteryPage.js').then((module) => ({ default: module.ChooseLotteryPage })));
// A game's generator and its odds screen share one chunk (routes/GameScreen.tsx).
const GameScreen = lazy(() => import('./routes/GameScreen.js'));
// The educational pages (/us/…) and topic guides (/topics/…): one lazy chunk (routes/GuideRoutes.tsx).
const GuideRoutes = lazy(() => import('./routes/GuideRoutes.js'));
const AuthPage = lazy(() => import('./routes/AuthPage.js').then((module) => ({ default: module.AuthPage })));
// /history and its sub-routes: one lazy chunk with its own route table (routes/HistoryRoutes.tsx).
const HistoryRoutes = lazy(() => import('./routes/HistoryRoutes.js'));
const ContactPage = lazy(() => import('./routes/ContactPage.js'));
// My tickets: the list, the results and the ticket form (routes/TicketsPage.tsx).
const TicketsPage = lazy(() => import('./routes/TicketsPage.js'));
// Alerts (issue 27): a signed-in player's notifications, e-mails and calendars; the e-mail's unsubscribe page.
const AlertsPage = lazy(() => import('./routes/AlertsPage.js'));
const UnsubscribePage = lazy(() => import('./routes/UnsubscribePage.js'));
// Pools (issue 36): My pools, a pool's page, an invitation and the evidence pack's verification (routes/PoolsRoutes.tsx).
const PoolsRoutes = lazy(() => import('./routes/PoolsRoutes.js'));
// The wheel builder (issue 28): its form, the worker that builds and verifies a wheel, and the result.
const WheelsPage = lazy(() => import('./routes/WheelsPage.js'));
// The embeddable widget for publishers (issue 39): the snippet, its CSP lines and custom properties, and a live preview.
const WidgetPage = lazy(() => import('./routes/WidgetPage.js'));
// /responsible, /faqs, /about and /privacy: one lazy chunk (routes/ContentPage.tsx).
const ContentPage = lazy(() => import('./routes/ContentPage.js'));
// A signed-in player's pause mode follows the account on every page (tickets/spending/AccountPause.tsx): fetched only for them.
const AccountPause = lazy(() => import('./tickets/spending/AccountPause.js'));
// A visitor's device tickets go to the account on sign-in, whichever page it happens on (tickets/DeviceTicketsMove.tsx).
const DeviceTicketsMove = lazy(() => import('./tickets/DeviceTicketsMove.js'));
// A signed-in player's profile keeps the language of the pages they use, which their mails and notifications are written in.
const ProfileLanguageSync = lazy(() => import('./alerts/ProfileLanguageSync.js'));
const CONTENT_PAGES = ['responsible', 'faqs', 'about', 'privacy'] as const;

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="ps-screen-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

/** A lazily loaded screen, with a spinner while its code is fetched. */
function Screen({ page }: { page: ReactNode }) {
  return <Suspense fallback={<ScreenLoading />}>{page}</Suspense>;
}

export default function App({ notFound }: RemoteAppProps) {
  // The first time a Spanish page shows this remote, its Spanish texts are still on their way:
  // the remote suspends until they are there (the shell shows its spinner, or, while hydrating,
  // keeps the prerendered page on screen).
  useTranslation(PUBLIC_SITE_NAMESPACE, { useSuspense: true });
  const signedIn = useAuthSession().status === 'signedIn';
  return (
    <>
      {signedIn && (
        <Suspense fallback={null}>
          <AccountPause />
          <DeviceTicketsMove />
          <ProfileLanguageSync />
        </Suspense>
      )}
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="generator" element={<Screen page={<GeneratorEntryPage />} />} />
        <Route path="choose-lottery" element={<Screen page={<ChooseLotteryPage />} />} />
        <Route path="games/:id/generate" element={<Screen page={<GameScreen screen="generator" />} />} />
        <Route path="auth" element={<Screen page={<AuthPage />} />} />
        <Route path="odds/:id" element={<Screen page={<GameScreen screen="odds" />} />} />
        <Route path="history/*" element={<Screen page={<HistoryRoutes notFound={notFound} />} />} />
        <Route path="us/*" element={<Screen page={<GuideRoutes folder="us" notFound={notFound} />} />} />
        <Route path="topics/*" element={<Screen page={<GuideRoutes folder="topics" notFound={notFound} />} />} />
        <Route path="contact" element={<Screen page={<ContactPage />} />} />
        <Route path="tickets" element={<Screen page={<TicketsPage />} />} />
        <Route path="alerts" element={<Screen page={<AlertsPage />} />} />
        <Route path="unsubscribe" element={<Screen page={<UnsubscribePage />} />} />
        <Route path="pools/*" element={<Screen page={<PoolsRoutes notFound={notFound} />} />} />
        <Route path="wheels" element={<Screen page={<WheelsPage />} />} />
        <Route path="widget" element={<Screen page={<WidgetPage />} />} />
        {CONTENT_PAGES.map((page) => (
          <Route key={page} path={page} element={<Screen page={<ContentPage page={page} />} />} />
        ))}
        <Route path="*" element={notFound} />
      </Routes>
    </>
  );
}
