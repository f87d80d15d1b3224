// The script of a page served with islands (libs/site `SitePage.islands`): the page is its
// prerendered HTML, and this makes its few interactive parts work without the application (no
// React, no Module Federation: a phone's main thread stays free). Links lead to other pages as
// plain navigations; a page that runs the application is served with it (application-start.ts).
import { isAuthRedirect } from '@pickwise/api-client/auth-storage';
import { recordPageView } from '../analytics/record-page-view.js';
import { markPageShown, registerServiceWorker } from '../offline/register-service-worker.js';
import { holdsPrerenderedPage } from '../prerendered-page.js';
import { enhanceAccordions } from './accordion.js';
import { enhanceAccountLink } from './account-link.js';
import { watchConnection } from './connection.js';
import { readIslandPage } from './island-page.js';
import { loadApplication } from './load-application.js';
import { enhanceMenu } from './menu.js';
import { enhanceTooltips } from './tooltips.js';

function start(): void {
  const page = readIslandPage(document);
  if (!page) return;
  const root = document.getElementById('root');
  // The application takes over where the page is not this URL's (the service worker answers every
  // page offline with its one cached page; a query), for an auth e-mail's redirect, which carries a
  // session for the auth client that comes with the application, and where the page's data is still
  // loading (the home page served before the gateway had the jackpots): the application fetches it.
  if (!root || !holdsPrerenderedPage(root, location) || isAuthRedirect(location.href) || root.querySelector('.ps-skeleton-text')) {
    loadApplication(page.app);
    return;
  }
  enhanceMenu(document, page.texts);
  // Read through a function: reading `localStorage` itself throws where storage is blocked.
  enhanceAccountLink(document, page.texts, { getItem: (key) => localStorage.getItem(key) });
  enhanceAccordions(document);
  enhanceTooltips(document);
  // The home page's islands (countdowns with the games' schedules, the jackpots' refresh, its
  // buttons) in a file of their own, which the text pages never fetch.
  if (document.querySelector('p.ps-countdown[data-game]')) void import('./home.js').then(({ enhanceHome }) => enhanceHome(document, window, page.texts));
  watchConnection(document, page.texts, navigator, window);
  recordPageView(`${location.pathname}${location.search}`, document.title);
  markPageShown();
  registerServiceWorker();
}

start();
