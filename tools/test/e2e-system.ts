// The system the end-to-end tests run against (Playwright's webServer): the draw-result providers
// played by the integration tests' stand-in, then `tools/start/main.ts --no-build` pointed at it,
// with the e2e admin account named in ADMIN_EMAILS and the ingestion schedule off (runs happen only
// when a test starts one). The notifications service pushes to the push service stand-in only and
// mails to an SMTP sink, both run by this script.
//
// The launcher holds an IPC channel to this script and stops everything it started when the channel
// closes: on SIGTERM or SIGINT this script closes it, and if this script is killed (Playwright's second
// Ctrl-C sends SIGKILL to its process group) or crashes, the operating system closes it. Playwright
// gone without a word (its stdin pipe to this script closes) counts as a stop too. The stand-ins and
// the SMTP sink stop once the launcher has.
//
//   node tools/test/e2e-system.ts        (PORT and every other variable are passed to the launcher)
import { spawn } from 'node:child_process';
import { fstatSync } from 'node:fs';
import path from 'node:path';
import { ProviderStandIn } from '@pickwise/providers/stand-in';
import {
  E2E_ADMIN_EMAIL,
  E2E_MAGAYO_MONTHLY_QUOTA,
  E2E_PUSH_SERVICE_PORT,
  E2E_RATE_LIMIT_ACCOUNTS,
  E2E_RATE_LIMIT_CONTACT,
  E2E_UNSUBSCRIBE_SECRET,
} from '../../tests/e2e/system-settings.ts';
import { PushServiceStandIn } from '../../tests/support/push-service-stand-in.ts';
import { startSmtpSink } from '../../tests/support/smtp-sink.ts';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

const standIn = new ProviderStandIn();
await standIn.start();
const pushService = new PushServiceStandIn({ port: E2E_PUSH_SERVICE_PORT });
await pushService.start();
const smtpSink = await startSmtpSink();

const launcher = spawn(process.execPath, [path.join(workspaceRoot, 'tools/start/main.ts'), '--no-build'], {
  cwd: workspaceRoot,
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  // A process group of its own: Playwright signals this script's whole group, and a launcher that got
  // the signal from there too would take the channel's closing as a second one.
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
    // Sign-ups and password sign-ins per client IP per 5 minutes: see E2E_RATE_LIMIT_ACCOUNTS.
    RATE_LIMIT_SIGNUP: String(E2E_RATE_LIMIT_ACCOUNTS),
    RATE_LIMIT_SIGN_IN: String(E2E_RATE_LIMIT_ACCOUNTS),
    // The origin the tests open (playwright.config.ts), so the served pages' canonical links and the
    // mails' links name it.
    SITE_URL: `http://127.0.0.1:${process.env['PORT'] ?? '8080'}`,
    // Pushes go to the stand-in and nowhere else (see E2E_PUSH_SERVICE_URL); the unsubscribe links'
    // key is one the specs know (E2E_UNSUBSCRIBE_SECRET).
    PUSH_SERVICE_ORIGINS: pushService.url,
    UNSUBSCRIBE_SECRET: E2E_UNSUBSCRIBE_SECRET,
    // Every service's mail (identity's too) goes to the sink. Identity would then confirm new accounts
    // by mail only; the specs sign up and in at once, as a system without SMTP lets them.
    SMTP_URL: smtpSink.url,
    MAILER_AUTOCONFIRM: 'true',
  },
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (launcher.connected) launcher.disconnect();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
// Only a pipe says its writer is gone when it closes (a terminal or /dev/null says nothing of the kind).
if (fstatSync(0).isFIFO()) process.stdin.once('close', stop).resume();

launcher.on('exit', (code, signal) => {
  void Promise.allSettled([standIn.stop(), pushService.stop(), smtpSink.close()]).finally(() => process.exit(code ?? (stopping ? 0 : signal ? 1 : 0)));
});
