// The system the end-to-end tests run against (Playwright's webServer): the draw-result providers
// played by the integration tests' stand-in, then `tools/start/main.ts --no-build` pointed at it,
// with the e2e admin account named in ADMIN_EMAILS and the ingestion schedule off (runs happen only
// when a test starts one). SIGTERM and SIGINT are passed on to the launcher (once), which stops
// what it started; the stand-in stops after it.
//
//   node tools/test/e2e-system.ts        (PORT and every other variable are passed to the launcher)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import { E2E_ADMIN_EMAIL, E2E_MAGAYO_MONTHLY_QUOTA, E2E_RATE_LIMIT_CONTACT } from '../../tests/e2e/system-settings.ts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

const standIn = new ProviderStandIn();
await standIn.start();

const launcher = spawn(process.execPath, [path.join(workspaceRoot, 'tools/start/main.ts'), '--no-build'], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  // A process group of its own: Playwright signals this script's whole group, and a launcher that
  // got the signal both from there and from here would take the second one as 'stop at once'.
  detached: true,
  env: {
    ...process.env,
    // Every provider of the ingestion service. Lottoland and magayo are read by the jackpots service
    // too: its Lottoland EuroJackpot figure comes from the stand-in's sample, and magayo, which the
    // stand-in plays for draw results only, fails there and falls back as it would offline.
    ...standIn.env(),
    MAGAYO_MONTHLY_QUOTA: String(E2E_MAGAYO_MONTHLY_QUOTA),
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    INGESTION_SCHEDULE: 'off',
    // Contact messages per client IP per hour: see E2E_RATE_LIMIT_CONTACT.
    RATE_LIMIT_CONTACT: String(E2E_RATE_LIMIT_CONTACT),
    // The origin the tests open (playwright.config.ts), so the served pages' canonical links and the
    // mails' links name it.
    SITE_URL: `http://127.0.0.1:${process.env['PORT'] ?? '8080'}`,
  },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    launcher.kill(signal);
  });
}

launcher.on('exit', (code, signal) => {
  void standIn.stop().finally(() => process.exit(code ?? (stopping ? 0 : signal ? 1 : 0)));
});
