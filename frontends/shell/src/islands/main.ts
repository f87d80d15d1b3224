// The script of every prerendered page. On a page served with islands (libs/site `SitePage.islands`)
// the page is its prerendered HTML, and this makes its few interactive parts work without the
// application (no React, no Module Federation: a phone's main thread stays free); links lead to
// other pages as plain navigations. On a page of the application it starts the application once the
// prerendered page has painted, so a phone shows the page before the application's scripts take its
// main thread.
import { isAuthRedirect } from '@pickwise/api-client/auth-storage';
import { recordPageView } from '../analytics/record-page-view.js';
import { markPageShown, registerServiceWorker } from '../offline/register-service-worker.js';
import { holdsPrerenderedPage } from '../prerendered-page.js';
import { enhanceAccordions } from './accordion.js';
import { enhanceAccountLink } from './account-link.js';
import { watchConnection } from './connection.js';
import { readIslandPage } from './island-page.js';
import { enhanceMenu } from './menu.js';

function start(): void {
  const page = readIslandPage(document);
  if (!page) return;
  if (!page.islands) {
    afterFirstContentfulPaint(() => startApplication(page.app));
    return;
  }
  const root = document.getElementById('root');
  // The application takes over where the page is not this URL's (the service worker answers every
  // page offline with its one cached page; a query), and for an auth e-mail's redirect, which
  // carries a session for the auth client that comes with the application.
  if (!root || !holdsPrerenderedPage(root, location) || isAuthRedirect(location.href)) {
    startApplication(page.app);
    return;
  }
  enhanceMenu(document, page.texts);
  // Read through a function: reading `localStorage` itself throws where storage is blocked.
  enhanceAccountLink(document, page.texts, { getItem: (key) => localStorage.getItem(key) });
  enhanceAccordions(document);
  watchConnection(document, page.texts, navigator, window);
  recordPageView(`${location.pathname}${location.search}`, document.title);
  markPageShown();
  registerServiceWorker();
}

/**
 * Runs `task` in a task of its own once the page's first contentful paint is on screen (the paint
 * timing entry comes after the frame is presented; a frame's own callbacks run before it is).
 * A hidden page paints nothing until it is shown, so there it runs at once, as it does where the
 * browser reports no paint timing.
 */
function afterFirstContentfulPaint(task: () => void): void {
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    task();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    document.removeEventListener('visibilitychange', start);
    setTimeout(task, 0);
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
}

/** Starts the application on this page: it hydrates the prerendered HTML as on any other page. */
function startApplication(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

start();
