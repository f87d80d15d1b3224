import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyStoredPause } from '@pickwise/ui';
import { applyLanguageOfPath } from './language-sync.js';
import { registerServiceWorker } from './offline/register-service-worker.js';
import { holdsAnotherPathsPage, holdsPrerenderedPage } from './prerendered-page.js';
import { ensureRemotesRegistered } from './remotes/remote-registry.js';
import { seedDataOfPage } from './served-data.js';
import { ShellRoutes } from './router.js';
import { ShellApp } from './shell-app.js';
import './shell.css';

// Start reading /config/remotes.json now, in parallel with the first render; remote routes wait
// for it. A failure here is shown (with a retry) by the route that needs a remote.
ensureRemotesRegistered().catch((error: unknown) => console.error('Remote configuration failed to load:', error));
registerServiceWorker();

// The page's first Intl object starts the browser's ICU (15–20 ms on this machine's Chromium,
// whichever Intl API comes first; four times that on a phone): the countdowns, draw dates and
// jackpots would pay it in one of hydration's tasks. Paid now, in a task of its own while the
// remote's scripts download.
setTimeout(() => new Intl.DateTimeFormat(document.documentElement.lang || undefined).format(0), 0);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Before the first render, which must give the HTML the page was served with.
seedDataOfPage(document);
// Pause mode where no pause script ran (index.html, the service worker's offline page): before any jackpot shows.
applyStoredPause();

const app = (
  <ShellApp>
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  </ShellApp>
);

// The first render waits for the page's language (a Spanish page fetches its texts first);
// ShellRoutes follows every navigation after that. A prerendered page stays on screen meanwhile
// and is hydrated: React attaches to its HTML, each part as soon as its code has arrived.
void applyLanguageOfPath(window.location.pathname).then(() => {
  // A part that does not match its HTML is rendered afresh, and React reports it (reportError).
  if (holdsPrerenderedPage(container, window.location)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread until the whole page is attached (a long task a phone feels as lag).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // This path's page stays on screen until the application's own render replaces it (React clears
  // the root as it commits its first render, the chrome): a share link's page (a query) and the
  // server's 404 page, which would otherwise blink out. Another path's page (the service worker's
  // offline answer) goes at once.
  if (holdsAnotherPathsPage(container, window.location.pathname)) container.replaceChildren();
  createRoot(container).render(app);
});
