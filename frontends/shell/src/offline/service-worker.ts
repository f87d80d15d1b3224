/// <reference lib="webworker" />
/**
 * PickWise's service worker (/sw.js, built by its own rspack configuration in rspack.config.ts).
 * A returning visitor can open the site and generate sets offline (the generator's local
 * fallback), and a shell of one version never runs a remote of another:
 * - content-hashed files (the shell's and the remotes' chunks) never change: cache first;
 * - the page, /config/remotes.json, each remote's mf-manifest.json, the shell's asset list and the
 *   game catalogue: network first (always the newest online), the last copy offline;
 * - whenever a new asset list or remote manifest arrives, every file it lists is fetched into the
 *   cache, so the versions the cached lists name are complete before they are ever needed offline;
 *   a new page brings the lists anew (a page served with islands never loads them itself).
 * The wheel builder's worker is cached when it is first used, so a wheel built once online builds offline too.
 * Nothing else under /api (generation, accounts, admin) is ever cached.
 * It also shows the player's alerts (Web Push, issue 27): each message as a notification, the app
 * icon's badge counting those on screen, and a click opening the page the message names.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { listedAssets } from './listed-assets.js';
import { pushMessageOf, sitePathOf } from './push-message.js';

declare const self: ServiceWorkerGlobalScope;

const ASSET_CACHE = 'pickwise-assets';
const PAGE_CACHE = 'pickwise-pages';
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Lists whose files must be cached with them: the shell's own and each remote's manifest. */
const ASSET_LISTS = /(\/shell-assets\.json|\/mf-manifest\.json)$/;
/**
 * A remote's scripts that keep their name across versions, fetched fresh like its manifest: its entry,
 * and the public site's wheel builder and ticket reader workers (frontends/public-site
 * `wheels/wheel-worker-file.ts`, `ticket-reader/ticket-reader-worker-file.ts`), built apart from the
 * remote and so in no manifest: cached the first time they are used online.
 */
const REMOTE_SCRIPT = /\/(remoteEntry|wheel-worker|ticket-reader-worker)\.js$/;
/**
 * The ticket reader's engine files (frontends/public-site `ticket-reader/ticket-reader-worker-file.ts`):
 * Tesseract's worker and core and its English data, each in a folder named by its content hash
 * (the engine asks for fixed file names): kept for good once read, so the reader works offline.
 */
const READER_ENGINE_FILE = /\/ticket-reader\/[0-9a-f]{10}\/[^/]+$/;
const CACHED_API = new Set(['/api/games', '/api/methods', '/api/jackpots']);
/** Every page of the site is the same document (the shell's index.html): one cache entry serves them all. */
const APP_SHELL_KEY = '/';
const START_LISTS = ['/shell-assets.json', '/config/remotes.json'];

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

async function cacheListedAssets(listUrl: string, response: Response, event: ExtendableEvent): Promise<void> {
  const { immutable, fresh } = listedAssets(listUrl, await response.json());
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all([
    ...immutable.map(async (url) => {
      if (await cache.match(url)) return;
      // A file that cannot be fetched now is fetched when the page asks for it.
      await cache.add(url).catch(() => undefined);
    }),
    ...fresh.map((url) => freshOnline.handleAll({ event, request: new Request(url) })[1].catch(() => undefined)),
  ]);
}

/**
 * The remote manifests /config/remotes.json names, fetched through the same strategy (a service
 * worker's own fetches skip its routes), so they are cached and their files with them.
 */
async function fetchRemoteManifests(response: Response, event: ExtendableEvent): Promise<void> {
  const config = (await response.json()) as { remotes?: { entry?: unknown }[] };
  const entries = (config.remotes ?? []).map((remote) => remote.entry).filter((entry): entry is string => typeof entry === 'string');
  await Promise.all(entries.map((entry) => freshOnline.handleAll({ event, request: new Request(new URL(entry, self.location.origin).href) })[1].catch(() => undefined)));
}

const freshOnline: NetworkFirst = new NetworkFirst({
  cacheName: PAGE_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    okOnly,
    {
      cacheKeyWillBeUsed: async ({ request }) => (request.mode === 'navigate' ? new URL(APP_SHELL_KEY, self.location.origin).href : request.url),
      cacheDidUpdate: async ({ request, newResponse, event }) => {
        const path = new URL(request.url).pathname;
        // A new page (cached under the one page key) may name a new release: its lists come with it,
        // so its files are cached too. A page served with islands does not load the application, which
        // would have fetched them.
        if (path === APP_SHELL_KEY) await Promise.all(START_LISTS.map((url) => freshOnline.handleAll({ event, request: new Request(url) })[1].catch(() => undefined)));
        else if (ASSET_LISTS.test(path)) await cacheListedAssets(request.url, newResponse.clone(), event);
        else if (path === '/config/remotes.json') await fetchRemoteManifests(newResponse.clone(), event);
      },
    },
  ],
});

const immutable = new CacheFirst({ cacheName: ASSET_CACHE, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })] });

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'), freshOnline);
registerRoute(
  ({ url }) => ASSET_LISTS.test(url.pathname) || REMOTE_SCRIPT.test(url.pathname) || (sameOrigin(url) && (url.pathname === '/config/remotes.json' || CACHED_API.has(url.pathname))),
  freshOnline,
);
registerRoute(({ request, url }) => request.method === 'GET' && !url.pathname.startsWith('/api/') && (HASHED_FILE.test(url.pathname) || READER_ENGINE_FILE.test(url.pathname)), immutable);

self.addEventListener('install', (event) => {
  // The page itself, which brings the lists, which bring their files: what the site needs to open offline.
  event.waitUntil(freshOnline.handleAll({ event, request: new Request(APP_SHELL_KEY, { mode: 'same-origin' }) })[1].catch(() => undefined));
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const kept = new Set([ASSET_CACHE, PAGE_CACHE]);
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter((name) => !kept.has(name)).map((name) => caches.delete(name)))));
});

/** The app's icon (the web app manifests' 192 px one): what the notification shows beside its text. */
const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The app icon's badge: the number of PickWise notifications on screen, where the browser has the Badging API. */
async function updateBadge(): Promise<void> {
  if (!('setAppBadge' in self.navigator)) return;
  const shown = (await self.registration.getNotifications()).length;
  // A browser may keep badges for installed apps only and refuse elsewhere: the badge is a courtesy.
  await (shown > 0 ? self.navigator.setAppBadge(shown) : self.navigator.clearAppBadge()).catch(() => undefined);
}

async function showPushMessage(data: PushMessageData | null): Promise<void> {
  let json: unknown;
  try {
    json = data?.json();
  } catch {
    json = undefined;
  }
  const message = pushMessageOf(json);
  // Only the notifications service sends here, through the push service of this browser's subscription.
  if (!message) return;
  await self.registration.showNotification(message.title, { body: message.body, tag: message.tag, icon: NOTIFICATION_ICON, data: { url: message.url } });
  await updateBadge();
}

/** Focuses a window of the site already on the message's page, or opens one there. */
async function openMessagePage(path: unknown): Promise<void> {
  const url = new URL(sitePathOf(path) ?? '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) await open.focus();
  else await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPushMessage(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(Promise.all([openMessagePage(data?.url), updateBadge()]));
});

self.addEventListener('notificationclose', (event) => {
  event.waitUntil(updateBadge());
});

clientsClaim();
