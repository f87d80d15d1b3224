// The jackpots service against a local stand-in for Lottoland and magayo (real sample payloads),
// the real draws service (fallbacks) and the real NATS and PostgreSQL: live values where a provider
// advertises the next jackpot, the latest draw's jackpot or the estimate elsewhere, a refresh on
// `draws.upserted`, the persisted cache across a restart, and provider outages that show no error;
// a changed figure announced on JACKPOT_CHANGES once, though every replica publishes it.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import {
  DomainError,
  JACKPOT_CHANGES_STREAM,
  SUBJECTS,
  drawsUpsertedSubject,
  jackpotChangedEventSchema,
  jackpotChangedSubject,
  jackpotsResponseSchema,
  type JackpotChangedEvent,
  type JackpotsResponse,
} from '@pickwise/contracts';
import { GAME_IDS, findGame, localDrawDate, nextDrawAt, previousDrawAt, unknownGameMessage, type CurrencyCode, type Game } from '@pickwise/lottery';
import { ProviderStandIn, type ProviderBehaviour } from '@pickwise/providers/stand-in';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, dropSchema, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, startTestJackpots, type TestService } from '../support/services.js';

const game = (id: string) => findGame(id) as Game;
// magayo announces its documented $80M for the two US games, Lottoland €57M for EuroJackpot.
const standIn = new ProviderStandIn({ announcedJackpots: { magayo: ['powerball', 'mega-millions'], lottoland: ['eurojackpot'] } });
let draws: TestService;
let caller: ReturnType<typeof natsCaller>;

const startJackpots = (env: Record<string, string> = {}) =>
  startTestJackpots({
    ...standIn.env(),
    PROVIDER_TIMEOUT_MS: '300',
    PROVIDER_RETRIES: '0',
    ...env,
  });

const jackpots = (games?: string[]): Promise<JackpotsResponse> =>
  caller.requester.request(SUBJECTS.jackpotsGet, games ? { games } : {}, { schema: jackpotsResponseSchema });

/** How both jackpot providers of the stand-in answer. */
const jackpotProvidersDo = (behaviour: ProviderBehaviour) => {
  standIn.behaviour.set('magayo', behaviour);
  standIn.behaviour.set('lottoland', behaviour);
};

/** A request the stand-in saw, as `<provider> <game>`: magayo's game code, Lottoland's drawing name. */
const askedFor = (request: string) => {
  const [provider = '', target = ''] = request.split(' ');
  const url = new URL(target, 'http://stand-in');
  return `${provider} ${url.searchParams.get('game') ?? url.pathname.slice(1)}`;
};

const sourcesOf = (answer: JackpotsResponse) => Object.fromEntries(Object.entries(answer).map(([id, entry]) => [id, entry?.source]));

/** Resolves once the service answers with `source` for `id`. */
const waitForSource = (id: string, source: string) =>
  eventually(
    `the ${id} jackpot to be shown from ${source}`,
    async () => {
      const entry = (await jackpots([id]))[id as keyof JackpotsResponse];
      if (entry?.source !== source) throw new Error(`shown ${JSON.stringify(entry)}`);
      return true;
    },
    { intervalMs: 100 },
  );

/**
 * A draw stored for the game's latest scheduled draw with its jackpot in `currency`, then announced
 * as the ingestion path does.
 */
async function storeLatestDraw(id: string, jackpot: number, currency: CurrencyCode, source: string, main: number[]): Promise<void> {
  const drawDate = localDrawDate(game(id), previousDrawAt(game(id), new Date()));
  await draws.em
    .getConnection()
    .execute(`insert into "${draws.schema}".draws (game, draw_date, main, special, jackpot, jackpot_currency, source) values (?, ?, ?::int[], '{}', ?, ?, ?)`, [
      id,
      drawDate,
      `{${main.join(',')}}`,
      jackpot,
      currency,
      source,
    ]);
  await caller.requester.publish(drawsUpsertedSubject(id), { game: id, runId: `it-${Date.now()}`, inserted: 1, updated: 0, skipped: 0 });
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.jackpotsGet, SUBJECTS.drawsLatest]);
  await standIn.start();
  draws = await startTestDraws();
  caller = natsCaller();
});

afterAll(async () => {
  await caller?.close();
  await draws?.stop();
  await standIn.stop();
});

describe('with the providers answering', () => {
  let service: TestService;

  beforeAll(async () => {
    jackpotProvidersDo('answer');
    service = await startJackpots();
    await waitForSource('eurojackpot', 'live');
  });

  afterAll(async () => {
    await service?.stop();
  });

  it('gives every game, live where a provider advertises the next jackpot and the estimate elsewhere', async () => {
    const answer = await jackpots();
    expect(Object.keys(answer)).toEqual([...GAME_IDS]);
    expect(answer.eurojackpot).toEqual({
      amount: 57_000_000,
      formatted: '€57M',
      currencyCode: 'EUR',
      drawDate: nextDrawAt(game('eurojackpot'), new Date()).toISOString(),
      source: 'live',
    });
    expect(answer.powerball).toMatchObject({ amount: 80_000_000, formatted: '$80M', currencyCode: 'USD', source: 'live' });
    expect(answer['mega-millions']).toMatchObject({ amount: 80_000_000, source: 'live' });
    // Lottoland's real sample announces no next EuroMillions draw, and the stored EuroMillions
    // jackpots are UK figures in pounds; the shipped history ends in August, long before the latest draws.
    const others = GAME_IDS.filter((id) => !['eurojackpot', 'powerball', 'mega-millions'].includes(id));
    for (const id of others) expect(answer[id]).toMatchObject({ source: 'estimated', amount: game(id).estimatedJackpot, currencyCode: game(id).currency });
    for (const entry of Object.values(answer)) expect(Date.parse(entry?.drawDate ?? '')).toBeGreaterThan(Date.now());
  });

  it('answers the games asked for, and refuses an unknown one with the supported ids', async () => {
    expect(Object.keys(await jackpots(['uk-lotto', 'powerball']))).toEqual(['uk-lotto', 'powerball']);
    await expect(jackpots(['powerball', 'lotto-mars'])).rejects.toEqual(new DomainError('NOT_FOUND', unknownGameMessage('lotto-mars')));
  });

  it('refreshes a game when its draws change: the latest draw’s jackpot becomes its fallback, in its own currency only', async () => {
    const asked = standIn.requests.length;
    await storeLatestDraw('uk-lotto', 5_123_456, 'GBP', 'CostaCory/uk-lottery-dashboard', [1, 6, 24, 32, 48, 54]);
    await waitForSource('uk-lotto', 'fallback');
    expect((await jackpots(['uk-lotto']))['uk-lotto']).toMatchObject({ amount: 5_123_456, formatted: '£5.12M', currencyCode: 'GBP' });
    // Only that game was refreshed: magayo asked for uk_lotto, Lottoland not at all.
    expect(standIn.requests.slice(asked).map(askedFor)).toEqual(['magayo uk_lotto']);

    // A EuroMillions jackpot stored from the UK history is in pounds: never shown as euros.
    const euroMillionsAsked = () => standIn.requests.filter((request) => askedFor(request) === 'lottoland euroMillions').length;
    const before = euroMillionsAsked();
    await storeLatestDraw('euromillions', 61_000_000, 'GBP', 'CostaCory/uk-lottery-dashboard', [10, 14, 15, 19, 45]);
    await eventually('Lottoland to be asked for EuroMillions again', async () => (euroMillionsAsked() > before ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await jackpots(['euromillions'])).euromillions?.source).toBe('estimated');
  });

  it('announces a changed figure on jackpots.changed once, though every replica that saw it change publishes it', async () => {
    const subject = jackpotChangedSubject('uk-lotto');
    const connection = await connect({ servers: NATS_URL });
    const seen: { msgId: string | undefined; event: JackpotChangedEvent }[] = [];
    const subscription = connection.subscribe(subject, {
      callback: (_error, message) => {
        seen.push({ msgId: message.headers?.get('Nats-Msg-Id'), event: jackpotChangedEventSchema.parse(message.json()) });
      },
    });
    const manager = await jetstreamManager(connection);
    const stored = async () => (await manager.streams.info(JACKPOT_CHANGES_STREAM, { subjects_filter: subject })).state.subjects?.[subject] ?? 0;
    // A second replica on the same schema starts from the stored figures.
    const second = await startJackpots({ DATABASE_SCHEMA: service.schema });
    const latestDate = localDrawDate(game('uk-lotto'), previousDrawAt(game('uk-lotto'), new Date()));
    const setLatestJackpot = async (amount: number) => {
      await draws.em.getConnection().execute(`update "${draws.schema}".draws set jackpot = ? where game = 'uk-lotto' and draw_date = ?`, [amount, latestDate]);
      await caller.requester.publish(drawsUpsertedSubject('uk-lotto'), { game: 'uk-lotto', runId: `it-${Date.now()}`, inserted: 0, updated: 1, skipped: 0 });
    };
    // A figure of this run only: the stream's duplicate window would take one an earlier run published as a repeat.
    const amount = 6_000_000 + (Date.now() % 1_000) * 1_000;
    try {
      await waitForSource('uk-lotto', 'fallback');
      const before = await stored();
      await setLatestJackpot(amount);
      const published = await eventually(
        'both replicas to publish the changed figure',
        async () => {
          if (seen.length < 2) throw new Error(`${seen.length} published`);
          return seen;
        },
        { intervalMs: 100 },
      );
      const drawDate = nextDrawAt(game('uk-lotto'), new Date()).toISOString();
      expect(published).toEqual([1, 2].map(() => ({ msgId: `uk-lotto:${drawDate}:${amount}`, event: { game: 'uk-lotto', amount, currencyCode: 'GBP', drawDate, source: 'fallback' } })));
      expect(await stored()).toBe(before + 1);
    } finally {
      subscription.unsubscribe();
      await connection.close();
      await second.service.close();
      await setLatestJackpot(5_123_456);
    }
    await eventually(
      'the uk-lotto jackpot to be shown as 5,123,456 again',
      async () => {
        const entry = (await jackpots(['uk-lotto']))['uk-lotto'];
        if (entry?.amount !== 5_123_456) throw new Error(`shown ${JSON.stringify(entry)}`);
        return true;
      },
      { intervalMs: 100 },
    );
  });

  it('keeps what it shows in its own schema, and counts its readings', async () => {
    const rows = await eventually('the uk-lotto fallback to be stored in jackpot_cache', async () => {
      const stored = await service.em.getConnection().execute<{ game: string; source: string; amount: string; currency: string }[]>(
        `select game, source, amount, currency from "${service.schema}".jackpot_cache order by game`,
      );
      if (!stored.find((row) => row.game === 'uk-lotto' && row.source === 'fallback')) throw new Error(`stored ${JSON.stringify(stored.find((row) => row.game === 'uk-lotto') ?? 'no uk-lotto row')}`);
      return stored;
    });
    expect(rows).toHaveLength(12);
    expect(rows.find((row) => row.game === 'eurojackpot')).toMatchObject({ source: 'live', amount: '57000000.00', currency: 'EUR' });
    const metrics = await (await fetch(`${service.url}/metrics`)).text();
    expect(metrics).toMatch(/jackpot_source_readings_total\{source="lottoland",outcome="jackpot"\} [1-9]/);
    expect(metrics).toMatch(/jackpot_source_readings_total\{source="magayo",outcome="failed"\} [1-9]/);
    expect(metrics).toMatch(/provider_request_duration_seconds_count\{provider="lottoland",outcome="ok"\} [1-9]/);
  });
});

describe('with the providers failing', () => {
  it.each([
    ['answer 500', 'error'],
    ['do not answer in time', 'silent'],
  ] as const)('shows the fallback or the estimate, never an error, when the providers %s', async (_case, mode) => {
    jackpotProvidersDo(mode);
    const asked = standIn.requests.length;
    const service = await startJackpots();
    try {
      // Asked at start (14 calls: magayo for 12 games, Lottoland for 2), answered with nothing usable.
      await eventually('14 jackpot requests at the providers stand-in', async () => {
        if (standIn.requests.length - asked < 14) throw new Error(`${standIn.requests.length - asked} requests`);
        return true;
      });
      await waitForSource('uk-lotto', 'fallback');
      const answer = await jackpots();
      expect(Object.keys(answer)).toHaveLength(12);
      expect(answer['uk-lotto']).toMatchObject({ source: 'fallback', amount: 5_123_456 });
      for (const id of GAME_IDS.filter((gameId) => gameId !== 'uk-lotto')) expect(answer[id]?.source).toBe('estimated');
    } finally {
      await service.stop();
    }
  });

  it('answers at once after a restart with the figures it showed before, while the providers are down', async () => {
    jackpotProvidersDo('answer');
    const first = await startJackpots();
    await waitForSource('eurojackpot', 'live');
    await first.service.close();

    jackpotProvidersDo('error');
    const restarted = await startJackpots({ DATABASE_SCHEMA: first.schema });
    try {
      expect(sourcesOf(await jackpots(['eurojackpot', 'powerball', 'uk-lotto']))).toEqual({ eurojackpot: 'live', powerball: 'live', 'uk-lotto': 'fallback' });
    } finally {
      await restarted.service.close();
      await dropSchema(first.schema);
    }
  });
});
