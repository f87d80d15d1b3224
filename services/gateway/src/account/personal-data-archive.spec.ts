import { DomainError, PERSONAL_DATA_EXPORTS_PER_HOUR, SUBJECTS, type PersonalDataExport, type Ticket } from '@pickwise/contracts';
import type { JetStreamConnection, NatsRequester } from '@pickwise/nest-kit';
import type { FastifyReply } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import type { AuthUser } from '../auth/auth-user.js';
import type { EndedSessions } from '../auth/ended-sessions.js';
import { AccountController, HEAD_REFUSED_MESSAGE, PART_MISSING_MESSAGE } from './account.controller.js';
import { dataCounts, dataSummary } from './data-summary.js';
import { PersonalDataExportLimit, TOO_MANY_EXPORTS_MESSAGE } from './export-limit.js';
import { ARCHIVE_FILES, archiveFilename, personalDataArchive } from './personal-data-archive.js';
import { TICKETS_CSV_HEADER } from './tickets-csv.js';

const USER_ID = '6b1f2c1e-2d4a-4e55-9b7a-0c1d2e3f4a5b';
const SESSION_ID = '0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

const ticket = (id: string, lines: number, resultsPerLine: number, checked: number): Ticket => ({
  id,
  game: 'euromillions',
  label: null,
  lines: Array.from({ length: lines }, () => ({ main: [1, 2, 3, 4, 5], special: [1, 2] })),
  firstDrawDate: '2026-11-27',
  lastDrawDate: '2026-12-04',
  draws: resultsPerLine,
  pricePerLine: 2.5,
  currency: 'EUR',
  cost: lines * resultsPerLine * 2.5,
  won: 0,
  winsWithoutAmount: 0,
  status: 'active',
  nextDrawDate: '2026-12-04',
  drawsChecked: checked,
  unread: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  results: Array.from({ length: lines }, (_, line) =>
    Array.from({ length: resultsPerLine }, (__, draw) => ({
      draw: `2026-12-0${draw + 1}`,
      line,
      status: draw < checked ? ('checked' as const) : ('pending' as const),
      main: [],
      special: [],
      bonus: false,
      tier: null,
      prize: null,
      unread: false,
    })),
  ).flat(),
});

const identityPart = (language: 'en' | 'es' | null = 'en'): PersonalDataExport['identity'] => ({
  account: {
    id: USER_ID,
    email: 'ana@example.com',
    role: 'user',
    createdAt: '2026-01-15T09:00:00.000Z',
    emailConfirmedAt: '2026-01-15T09:05:00.000Z',
    lastSignInAt: '2026-12-03T15:50:00.000Z',
    metadata: { locale: 'es' },
  },
  roles: [],
  profile: { displayName: 'Ana', country: 'ES', language },
  sessions: [{ createdAt: '2026-12-03T15:50:00.000Z', lastActiveAt: '2026-12-03T15:55:00.000Z', userAgent: 'Firefox', ip: '203.0.113.7', aal: 'aal1' }],
  signInAddresses: [{ ip: '203.0.113.7', lastSignedInAt: '2026-12-03T15:50:00.000Z' }],
  factors: [],
  contactMessages: [{ name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: '¿Qué tal?', receivedAt: '2026-02-01T12:00:00.000Z' }],
});
const ticketsPart: PersonalDataExport['tickets'] = {
  tickets: [ticket('11111111-1111-4111-8111-111111111111', 2, 3, 1), ticket('22222222-2222-4222-8222-222222222222', 1, 1, 1)],
  limits: { budgets: [{ currency: 'EUR', weekly: 20, monthly: null, spentThisWeek: 5, spentThisMonth: 5, pending: null }, { currency: 'USD', weekly: null, monthly: null, spentThisWeek: 0, spentThisMonth: 0, pending: null }], paused: false },
  pools: [
    {
      poolId: '33333333-3333-4333-8333-333333333333',
      poolName: 'Oficina',
      memberId: '44444444-4444-4444-8444-444444444444',
      displayName: 'Ana',
      shares: 1,
      status: 'active',
      organiser: true,
      joinedAt: '2026-12-01T10:00:00.000Z',
      acceptances: [{ version: 1, acceptedAt: '2026-12-01T10:00:00.000Z' }],
      contributions: [],
      sealedIn: [{ game: 'euromillions', drawDate: '2026-12-04', sealHash: 'a'.repeat(64), spendShareMinor: 250 }],
    },
  ],
};
const notificationsPart: PersonalDataExport['notifications'] = {
  rules: [
    { kind: 'results', game: 'euromillions', push: true, email: true, threshold: null, aboveThreshold: false, updatedAt: '2026-11-26T10:00:00.000Z' },
    { kind: 'jackpot', game: 'powerball', push: true, email: false, threshold: 500_000_000, aboveThreshold: false, updatedAt: '2026-11-26T10:00:00.000Z' },
  ],
  pushSubscriptions: [{ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', userAgent: 'Firefox', createdAt: '2026-11-26T10:00:00.000Z' }],
  calendarFeed: { active: true, createdAt: '2026-11-26T10:00:00.000Z' },
  messages: [],
};
const exportOf = (language: 'en' | 'es' | null = 'en'): PersonalDataExport => ({
  format: 'pickwise-personal-data',
  version: 1,
  exportedAt: '2026-12-03T15:56:07.000Z',
  identity: identityPart(language),
  tickets: ticketsPart,
  notifications: notificationsPart,
});

describe('dataSummary', () => {
  it('counts tickets, results, rules and subscriptions from the export', () => {
    expect(dataCounts(exportOf())).toMatchObject({ tickets: 2, results: 7, checkedResults: 3, budgets: 1, rules: 2, pushSubscriptions: 1, contactMessages: 1 });
  });

  it('is written in the account’s language and names each file', () => {
    const english = dataSummary(exportOf('en'));
    expect(english).toContain('PickWise: your data, exported on 2026-12-03 15:56 (UTC)');
    expect(english).toContain('- 2 saved tickets, with 7 draw results (3 checked, 4 waiting for their draw)');
    expect(english).toContain('- 2 alert rules, 1 browser subscribed to push notifications, 0 messages sent or queued');
    for (const file of Object.values(ARCHIVE_FILES)) expect(english).toContain(`- ${file}:`);
    expect(english).not.toContain('boletos');

    const spanish = dataSummary(exportOf('es'));
    expect(spanish).toContain('PickWise: tus datos, exportados el 2026-12-03 15:56 (UTC)');
    expect(spanish).toContain('- 2 boletos guardados, con 7 resultados de sorteos (3 comprobados, 4 a la espera de su sorteo)');
    expect(spanish).toContain('- 2 reglas de aviso, 1 navegador suscrito a notificaciones push, 0 mensajes enviados o en cola');
    for (const file of Object.values(ARCHIVE_FILES)) expect(spanish).toContain(`- ${file}:`);
    expect(spanish).not.toContain('saved tickets');
  });

  it('is in both languages while the account has none recorded', () => {
    const both = dataSummary(exportOf(null));
    expect(both).toContain('your data, exported');
    expect(both).toContain('tus datos, exportados');
  });
});

describe('personalDataArchive', () => {
  it('holds pickwise-data.json (the export as given), tickets.csv and summary.txt, nothing else', () => {
    const files = unzipSync(personalDataArchive(exportOf('es')));
    expect(Object.keys(files).sort()).toEqual(['pickwise-data.json', 'summary.txt', 'tickets.csv']);
    expect(JSON.parse(strFromU8(files['pickwise-data.json']!))).toEqual(exportOf('es'));
    // Buffer keeps the byte-order mark (TextDecoder would drop it).
    const csv = Buffer.from(files['tickets.csv']!).toString('utf8');
    expect(csv.startsWith(`\uFEFF${TICKETS_CSV_HEADER.join(',')}\r\n`)).toBe(true);
    // 2 lines × 3 draws and 1 line × 1 draw, after the header.
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 7);
    expect(strFromU8(files['summary.txt']!)).toContain('tus datos');
  });

  it('refuses an export that does not fit its schema (a fault, never a wrong file)', () => {
    const broken = { ...exportOf(), notifications: { ...notificationsPart, calendarFeed: { active: 'yes' } } } as unknown as PersonalDataExport;
    expect(() => personalDataArchive(broken)).toThrow(expect.objectContaining({ code: 'INTERNAL' }));
  });

  it('is named by the export’s UTC day', () => {
    expect(archiveFilename('2026-12-03T23:59:59.000Z')).toBe('pickwise-data-2026-12-03.zip');
    expect(archiveFilename('2026-12-04T00:30:00.000+02:00')).toBe('pickwise-data-2026-12-03.zip');
  });
});

// ---- the controller's flow, with the services' answers stubbed ----

type Answer = unknown | DomainError;
/** A paged part's answer to each cursor asked. */
type PagedAnswer = { pages: Record<string, Answer> };

function controllerWith(answers: Partial<Record<string, Answer | PagedAnswer>>) {
  const asked: string[] = [];
  const payloads: { subject: string; payload: unknown }[] = [];
  const nats = {
    request: async (subject: string, payload: { cursor?: string | null }, options: { schema?: { parse(value: unknown): unknown } } = {}) => {
      asked.push(subject);
      payloads.push({ subject, payload });
      const given = answers[subject];
      const answer = given !== null && typeof given === 'object' && 'pages' in given ? (given as PagedAnswer).pages[String(payload.cursor)] : given;
      if (answer instanceof DomainError) throw answer;
      if (answer === undefined) throw new DomainError('UNAVAILABLE', `No reply from ${subject}`);
      return options.schema ? options.schema.parse(answer) : answer;
    },
  } as unknown as NatsRequester;
  // No NATS: the limit counts on this replica alone (shared counts: tests/integration).
  const jetStream = { get: () => Promise.reject(new Error('no NATS in unit tests')), streamReplicas: 1 } as unknown as JetStreamConnection;
  const limit = new PersonalDataExportLimit(jetStream);
  const refused: string[] = [];
  const endedSessions = { refuseFromNow: (sessionId: string) => refused.push(sessionId) } as unknown as EndedSessions;
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
  const request = { user: { id: USER_ID, sessionId: SESSION_ID, email: null, role: 'user', aal: 'aal1', issuedAt: 0, expiresAt: 0 } satisfies AuthUser };
  return { controller: new AccountController(nats, limit, endedSessions), asked, payloads, refused, headers, reply, request, limit };
}

/** Each paged part in one page. */
const allParts = {
  [SUBJECTS.identityAccountExport]: identityPart('en'),
  [SUBJECTS.ticketsAccountExport]: { ...ticketsPart, nextCursor: null },
  [SUBJECTS.notificationsAccountExport]: { ...notificationsPart, nextCursor: null },
};

describe('AccountController', () => {
  it('answers the zip with its headers, identity asked first', async () => {
    const { controller, asked, headers, reply, request, limit } = controllerWith(allParts);
    const zip = await controller.export(request, reply);
    limit.onApplicationShutdown();
    expect(asked[0]).toBe(SUBJECTS.identityAccountExport);
    expect(asked.slice(1).sort()).toEqual([SUBJECTS.notificationsAccountExport, SUBJECTS.ticketsAccountExport].sort());
    expect(headers).toEqual({ 'Content-Type': 'application/zip', 'Content-Disposition': expect.stringMatching(/^attachment; filename="pickwise-data-\d{4}-\d{2}-\d{2}\.zip"$/), 'Cache-Control': 'no-store' });
    expect(Object.keys(unzipSync(zip)).sort()).toEqual(['pickwise-data.json', 'summary.txt', 'tickets.csv']);
  });

  it('asks the tickets and notifications parts page after page and writes the file as one part each, the tickets in the list’s order', async () => {
    const id = (n: number) => `${n}${n}${n}${n}${n}${n}${n}${n}-${n}${n}${n}${n}-4${n}${n}${n}-8${n}${n}${n}-${String(n).repeat(12)}`;
    // In the order of their ids (the pages'), the list's order is 3 (next draw soonest), 1, then the past 2.
    const soon = { ...ticket(id(3), 1, 1, 0), nextDrawDate: '2026-12-01' };
    const later = ticket(id(1), 1, 1, 0);
    const past = { ...ticket(id(2), 1, 1, 1), status: 'past' as const, nextDrawDate: null };
    const message = (n: number) => ({ channel: 'email', kind: 'results', game: 'euromillions', occasion: `2026-11-0${n}`, status: 'sent', createdAt: '2026-11-26T10:00:00.000Z', sentAt: '2026-11-26T10:01:00.000Z' });
    const laterLimits = { budgets: [], paused: true };
    const { controller, payloads, reply, request, limit } = controllerWith({
      ...allParts,
      [SUBJECTS.ticketsAccountExport]: {
        pages: {
          null: { tickets: [later], limits: ticketsPart.limits, pools: ticketsPart.pools, nextCursor: id(1) },
          [id(1)]: { tickets: [past], limits: laterLimits, pools: [], nextCursor: id(2) },
          [id(2)]: { tickets: [soon], limits: laterLimits, pools: [], nextCursor: null },
        },
      },
      [SUBJECTS.notificationsAccountExport]: {
        pages: { null: { ...notificationsPart, messages: [message(1), message(2)], nextCursor: '2' }, 2: { ...notificationsPart, rules: [], messages: [message(3)], nextCursor: null } },
      },
    });
    const files = unzipSync(await controller.export(request, reply));
    limit.onApplicationShutdown();
    const cursors = (subject: string) => payloads.filter((asked) => asked.subject === subject).map(({ payload }) => payload);
    expect(cursors(SUBJECTS.ticketsAccountExport)).toEqual([null, id(1), id(2)].map((cursor) => ({ userId: USER_ID, sessionId: SESSION_ID, cursor })));
    expect(cursors(SUBJECTS.notificationsAccountExport)).toEqual([null, '2'].map((cursor) => ({ userId: USER_ID, sessionId: SESSION_ID, cursor })));
    const exported = JSON.parse(strFromU8(files['pickwise-data.json']!)) as PersonalDataExport;
    expect(exported.tickets).toEqual({ tickets: [soon, later, past], limits: ticketsPart.limits, pools: ticketsPart.pools });
    expect(exported.notifications).toEqual({ ...notificationsPart, messages: [message(1), message(2), message(3)] });
    expect(Buffer.from(files['tickets.csv']!).toString('utf8').trimEnd().split('\r\n')).toHaveLength(1 + 3);
  });

  it('refuses a HEAD (405, Allow: GET) before asking any service or counting an export', async () => {
    const { controller, asked, headers, reply, request, limit } = controllerWith(allParts);
    for (let n = 0; n <= PERSONAL_DATA_EXPORTS_PER_HOUR; n++) await expect(controller.export({ ...request, method: 'HEAD' }, reply)).rejects.toMatchObject({ status: 405, message: HEAD_REFUSED_MESSAGE });
    expect(asked).toEqual([]);
    expect(headers).toEqual({ Allow: 'GET' });
    // None of them counted: the hour's exports are all still there.
    for (let n = 0; n < PERSONAL_DATA_EXPORTS_PER_HOUR; n++) await controller.export(request, reply);
    limit.onApplicationShutdown();
  });

  it('asks no other service when identity refuses the session as not recent', async () => {
    const { controller, asked, reply, request, limit } = controllerWith({ ...allParts, [SUBJECTS.identityAccountExport]: new DomainError('REAUTHENTICATION_REQUIRED', 'Sign in again') });
    await expect(controller.export(request, reply)).rejects.toMatchObject({ code: 'REAUTHENTICATION_REQUIRED' });
    limit.onApplicationShutdown();
    expect(asked).toEqual([SUBJECTS.identityAccountExport]);
  });

  it.each([SUBJECTS.ticketsAccountExport, SUBJECTS.notificationsAccountExport])('is a 503 and no file when %s does not answer', async (missing) => {
    const { controller, headers, reply, request, limit } = controllerWith({ ...allParts, [missing]: undefined });
    await expect(controller.export(request, reply)).rejects.toMatchObject({ code: 'UNAVAILABLE', message: PART_MISSING_MESSAGE(missing.split('.')[0]!) });
    limit.onApplicationShutdown();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it(`refuses the account’s export past ${PERSONAL_DATA_EXPORTS_PER_HOUR} an hour, with Retry-After`, async () => {
    const { controller, headers, reply, request, limit } = controllerWith(allParts);
    for (let n = 0; n < PERSONAL_DATA_EXPORTS_PER_HOUR; n++) await controller.export(request, reply);
    await expect(controller.export(request, reply)).rejects.toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_EXPORTS_MESSAGE });
    limit.onApplicationShutdown();
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
    expect(Number(headers['Retry-After'])).toBeLessThanOrEqual(3_600);
  });

  it('refuses the session on this replica at once once identity deleted the account, and only then', async () => {
    const erased = { erased: true, sessionsEnded: 2 };
    const { controller, refused, headers, reply, request, limit } = controllerWith({ [SUBJECTS.identityAccountErase]: erased });
    limit.onApplicationShutdown();
    await expect(controller.erase(request, { confirm: 'DELETE', userId: USER_ID }, reply)).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(refused).toEqual([]);
    expect(await controller.erase(request, { confirm: 'DELETE' }, reply)).toEqual({ ok: true, data: erased });
    expect(refused).toEqual([SESSION_ID]);
    expect(headers['Cache-Control']).toBe('no-store');
  });
});
