// The draw calendars through the gateway (issue 27): GET /api/calendars/<game>.ics and a player's
// feed at /api/calendars/me/<token>.ics, made by the real notifications service from libs/lottery's
// schedule, the jackpots service's figure and the tickets service's draws of the player's tickets,
// over NATS and PostgreSQL, and parsed back with node-ical as a calendar app reads them. The feed's
// address is made, replaced and turned off signed in; reading it needs no session.
import { SUBJECTS } from '@pickwise/contracts';
import { findGame, scheduledDrawDates, type Game } from '@pickwise/lottery';
import ical, { type VEvent } from 'node-ical';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestDraws, startTestJackpots, startTestNotifications, startTestTickets, type TestService } from '../support/services.js';
import { confirmedAccount, signIn, startAuthSystem, type AuthSystem } from './auth-harness.js';

let system: AuthSystem;
let draws: TestService;
let tickets: TestService;
let notifications: TestService;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.identityHealth, SUBJECTS.calendarsGame, SUBJECTS.jackpotsGet, SUBJECTS.ticketsUserDraws, SUBJECTS.drawsRange]);
  system = await startAuthSystem();
  draws = await startTestDraws();
  tickets = await startTestTickets();
  notifications = await startTestNotifications({ SITE_URL: 'https://pickwise.example' });
});

afterAll(async () => {
  await system?.stop();
  await notifications?.stop();
  await tickets?.stop();
  await draws?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => httpJson(`${system.gateway.url}${path}`, { headers });
const signedIn = (token: string, init: { method?: string; json?: unknown } = {}, path = '/api/calendars/me') =>
  httpJson(`${system.gateway.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });

/** A feed's events as a calendar app reads them. */
function eventsOf(ics: string): VEvent[] {
  return Object.values(ical.sync.parseICS(ics)).filter((component): component is VEvent => component?.type === 'VEVENT');
}

/** A property's text: node-ical gives a value with parameters as { params, val }. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : '');

/** The wall-clock time of an instant in a zone, as the game's players read it ('Sat 22:59'). */
const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

const isoDate = (at: number) => new Date(at).toISOString().slice(0, 10);

describe('GET /api/calendars/<game>.ics', () => {
  it('is every draw of the game at its local time, without the jackpot while the jackpots service is away', async () => {
    const { status, headers, body } = await get('/api/calendars/powerball.ics');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('content-disposition')).toBe('inline; filename="powerball.ics"');
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    const events = eventsOf(body);
    // 30 weeks of Monday, Wednesday and Saturday draws.
    expect(events.length).toBeGreaterThanOrEqual(89);
    // At 22:59 in New York whichever side of a daylight-saving change the draw falls on.
    expect(new Set(events.map((event) => localTime(event.start, 'America/New_York').slice(4)))).toEqual(new Set(['22:59']));
    expect(new Set(events.map((event) => localTime(event.start, 'America/New_York').slice(0, 3)))).toEqual(new Set(['Mon', 'Wed', 'Sat']));
    expect(events.every((event) => /^powerball-\d{4}-\d{2}-\d{2}@pickwise\.example$/.test(event.uid))).toBe(true);
    expect(events.every((event) => textOf(event.summary) === 'Powerball draw' && !textOf(event.description).includes('jackpot'))).toBe(true);
  });

  it("puts the jackpots service's figure in the next draw's description, in Spanish with ?lang=es, with the same UIDs", async () => {
    const english = eventsOf((await get('/api/calendars/euromillions.ics')).body);
    const jackpots = await startTestJackpots();
    try {
      const { status, body } = await get('/api/calendars/euromillions.ics?lang=es');
      expect(status).toBe(200);
      const spanish = eventsOf(body);
      expect(spanish.map((event) => event.uid)).toEqual(english.map((event) => event.uid));
      expect(new Set(spanish.map((event) => textOf(event.summary)))).toEqual(new Set(['Sorteo de EuroMillions']));
      const withJackpot = spanish.filter((event) => textOf(event.description).startsWith('Bote estimado: €'));
      expect(withJackpot).toHaveLength(1);
      // The next draw: the first one still ahead.
      const next = spanish.filter((event) => event.start.getTime() > Date.now()).sort((a, b) => a.start.getTime() - b.start.getTime())[0];
      expect(withJackpot[0]?.uid).toBe(next?.uid);
      expect(textOf(withJackpot[0]?.description)).toContain('https://pickwise.example/es/games/euromillions/generate');
      // Paris time, 20:00, on Tuesdays and Fridays.
      expect(new Set(spanish.map((event) => localTime(event.start, 'Europe/Paris')))).toEqual(new Set(['Tue 20:00', 'Fri 20:00']));
    } finally {
      await jackpots.stop();
    }
  });

  it('answers an unknown game or file 404, and a language it does not write 400', async () => {
    for (const path of ['/api/calendars/keno.ics', '/api/calendars/powerball.txt', '/api/calendars/texas-lotto.ics']) {
      const { status, body } = await get(path);
      expect([path, status, body.code]).toEqual([path, 404, 'NOT_FOUND']);
    }
    const { status, body } = await get('/api/calendars/powerball.ics?lang=fr');
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: ['lang'], code: 'invalid_value' }]);
  });
});

describe("a player's feed", () => {
  let token: string;

  beforeAll(async () => {
    const { email, password } = await confirmedAccount(system);
    token = (await signIn(system, email, password)).access_token;
  });

  /** The next Powerball and EuroMillions draw dates from 3 days ahead: scheduled, not drawn. */
  const ahead = isoDate(Date.now() + 3 * 86_400_000);
  const later = isoDate(Date.now() + 30 * 86_400_000);
  const [powerballFirst] = scheduledDrawDates(findGame('powerball') as Game, ahead, later);
  const [euromillionsFirst] = scheduledDrawDates(findGame('euromillions') as Game, ahead, later);

  it('refuses the address routes without a session', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status } = await httpJson(`${system.gateway.url}/api/calendars/me`, { method });
      expect([method, status]).toEqual([method, 401]);
    }
  });

  it("is made, read without a session, replaced and turned off; the player's tickets' draws are its events", async () => {
    expect((await signedIn(token)).body.data).toEqual({ active: false, createdAt: null });
    // Two Powerball tickets on the same first draw (one over three draws) and one EuroMillions ticket.
    const save = (ticket: unknown) => signedIn(token, { method: 'POST', json: ticket }, '/api/tickets');
    for (const ticket of [
      { game: 'powerball', firstDrawDate: powerballFirst, draws: 3, lines: [{ main: [1, 2, 3, 4, 5], special: [6] }, { main: [7, 8, 9, 10, 11], special: [12] }] },
      { game: 'powerball', firstDrawDate: powerballFirst, draws: 1, lines: [{ main: [10, 20, 30, 40, 50], special: [5] }] },
      { game: 'euromillions', firstDrawDate: euromillionsFirst, draws: 1, lines: [{ main: [1, 2, 3, 4, 5], special: [1, 2] }] },
    ]) {
      expect((await save(ticket)).status).toBe(201);
    }

    const created = await signedIn(token, { method: 'POST' });
    expect(created.status).toBe(201);
    expect(created.body.data.path).toBe(`/api/calendars/me/${created.body.data.token}.ics`);
    expect((await signedIn(token)).body.data).toEqual({ active: true, createdAt: created.body.data.createdAt });

    const feed = await get(created.body.data.path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const events = eventsOf(feed.body).sort((a, b) => a.start.getTime() - b.start.getTime());
    expect(events.map((event) => textOf(event.summary)).sort()).toEqual(['EuroMillions draw: 1 ticket', 'Powerball draw: 1 ticket', 'Powerball draw: 1 ticket', 'Powerball draw: 2 tickets'].sort());
    const first = events.find((event) => textOf(event.summary) === 'Powerball draw: 2 tickets');
    expect(first?.uid).toMatch(new RegExp(`^powerball-${powerballFirst}-[A-Za-z0-9_-]{16}@pickwise\\.example$`));
    expect(textOf(first?.description)).toBe('2 tickets, 3 lines on this draw.\nResults in My tickets: https://pickwise.example/tickets');
    expect(localTime(first!.start, 'America/New_York').slice(4)).toBe('22:59');
    const euromillions = events.find((event) => event.uid.startsWith(`euromillions-${euromillionsFirst}-`));
    expect(localTime(euromillions!.start, 'Europe/Paris').slice(4)).toBe('20:00');
    // In Spanish, with the same UIDs.
    const spanish = eventsOf((await get(`${created.body.data.path}?lang=es`)).body);
    expect(spanish.map((event) => event.uid).sort()).toEqual(events.map((event) => event.uid).sort());
    expect(spanish.map((event) => textOf(event.summary))).toContain('Sorteo de Powerball: 2 boletos');

    // A new address: the old one stops working at once.
    const replaced = await signedIn(token, { method: 'POST' });
    expect(replaced.body.data.token).not.toBe(created.body.data.token);
    expect((await get(created.body.data.path)).status).toBe(404);
    expect((await get(replaced.body.data.path)).status).toBe(200);

    expect((await signedIn(token, { method: 'DELETE' })).body.data).toEqual({ revoked: true });
    const gone = await get(replaced.body.data.path);
    expect([gone.status, gone.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await signedIn(token, { method: 'DELETE' })).body.data).toEqual({ revoked: false });
    expect((await signedIn(token)).body.data).toEqual({ active: false, createdAt: null });
  });

  it('answers an address that is no token, or a token of no feed, 404', async () => {
    for (const file of ['short.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(43)}.ics`]) {
      const { status, body } = await get(`/api/calendars/me/${file}`);
      expect([file, status, body.code]).toEqual([file, 404, 'NOT_FOUND']);
    }
  });
});
