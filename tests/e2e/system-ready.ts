// Playwright's global setup, run once the system answers /api/health (its webServer): waits until the
// gateway serves the pages that show the API's data with it (services/gateway/src/web/served-pages),
// which it does within seconds of the services' first answers. Until then the home page arrives
// with the jackpots loading and starts the whole application to fetch them, which is not the page
// the tests are written for. It also waits for the notifications service's first answer through the
// gateway (the VAPID key), which the alerts specs ask for first.
import type { FullConfig } from '@playwright/test';
import { SERVED_DATA_ELEMENT_ID } from '@pickwise/site/served-page';

const READY_WITHIN_MS = 60_000;
/** A page served with the jackpots and one with a game's statistics. */
const SERVED_WITH_DATA = ['/', '/history/powerball/stats'];
const NOTIFICATIONS_ANSWERING = '/api/notifications/vapid-public-key';

export default async function systemReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('The e2e configuration names no baseURL');
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const [notifications, ...pages] = await Promise.all([
      fetch(`${baseURL}${NOTIFICATIONS_ANSWERING}`).then((response) => response.ok, () => false),
      ...SERVED_WITH_DATA.map((path) => fetch(`${baseURL}${path}`).then((response) => response.text(), () => '')),
    ]);
    if (notifications && pages.every((page) => page.includes(`<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">`))) return;
    if (Date.now() > deadline) throw new Error(`${[...SERVED_WITH_DATA, NOTIFICATIONS_ANSWERING].join(', ')} did not answer with their data within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
