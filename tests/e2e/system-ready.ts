// Playwright's global setup, run once the system answers /api/health (its webServer): waits until the
// gateway serves the pages that show jackpots with them (services/gateway/src/web/jackpot-pages),
// which it does within seconds of the jackpots service's first answer. Until then the home page
// arrives with the jackpots loading and starts the whole application to fetch them, which is not
// the page the tests are written for.
import type { FullConfig } from '@playwright/test';

const READY_WITHIN_MS = 60_000;

export default async function systemReady(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('The e2e configuration names no baseURL');
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    const page = await fetch(`${baseURL}/`).then((response) => response.text(), () => '');
    if (page.includes('<script type="application/json" id="pw-jackpots">')) return;
    if (Date.now() > deadline) throw new Error(`${baseURL}/ was not served with the jackpots within ${READY_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
