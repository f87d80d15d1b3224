import { LANGUAGES, localizedPath } from '@pickwise/i18n';

/** My tickets' page in each language: where a results notification leads (its `data.url`). */
const MY_TICKETS_PATHS: ReadonlySet<string> = new Set(LANGUAGES.map((language) => localizedPath(language, '/tickets')));

/**
 * My tickets is open, so its results are seen: the notifications the service worker shows for them
 * (frontends/shell service-worker.ts, `data.url` My tickets) are closed, and the app badge shows
 * what is left (none: cleared). Browsers without notifications or the Badging API skip that part.
 */
export async function closeResultNotifications(): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const shown = registration ? await registration.getNotifications() : [];
  const results = shown.filter((notification) => {
    const url: unknown = (notification.data as { url?: unknown } | null)?.url;
    return typeof url === 'string' && MY_TICKETS_PATHS.has(new URL(url, location.origin).pathname);
  });
  for (const notification of results) notification.close();
  const left = shown.length - results.length;
  if (!('setAppBadge' in navigator)) return;
  // A browser may keep badges for installed apps only and refuse elsewhere: the badge is a courtesy.
  await (left > 0 ? navigator.setAppBadge(left) : navigator.clearAppBadge()).catch(() => undefined);
}
