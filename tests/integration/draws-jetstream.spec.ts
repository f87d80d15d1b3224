// Ingested batches reach the draws service through the JetStream stream DRAWS. Every batch sent
// here holds a real draw of the shipped history, removed from (or altered in) the test schema
// first, so the durable consumer of a real system that later reads these messages finds nothing
// to change.
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import {
  DRAW_CHANGES_STREAM,
  DRAWS_STREAM,
  DomainError,
  SUBJECTS,
  drawsRangeResponseSchema,
  drawsIngestedMsgId,
  drawsIngestedSubject,
  drawsUpsertedEventSchema,
  drawsUpsertedSubject,
  type DrawsIngestedBatch,
  type DrawsUpsertedEvent,
  type GameStatsDto, DRAWS_RANGE_LIMIT_MAX } from '@pickwise/contracts';
import { jest } from '@jest/globals';
import { DrawsWriter } from '../../services/draws/src/draws/draws-writer.js';
import { eventually } from '../support/eventually.js';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { natsCaller, startTestDraws, testDurable, type TestService } from '../support/services.js';

interface StoredRow {
  draw_date: string;
  main: number[];
  special: number[];
  jackpot: string | null;
  source: string;
}

let draws: TestService;
let caller: ReturnType<typeof natsCaller>;
let connection: NatsConnection;
let js: JetStreamClient;
let subscription: Subscription;
const events: DrawsUpsertedEvent[] = [];
let removed: StoredRow;
const GAME = 'euromillions';
const run = `it-${process.pid}-${Date.now().toString(36)}`;

const sql = <T>(query: string, params: unknown[] = []) => draws.em.getConnection().execute<T[]>(query, params);
const stats = () => caller.requester.request(SUBJECTS.drawsStats, { game: GAME }) as Promise<GameStatsDto>;
const eventOf = (runId: string) => eventually(`the draws.upserted event of ${runId}`, async () => events.find((event) => event.runId === runId));

function batchOf(runId: string, overrides: Partial<DrawsIngestedBatch['draws'][number]> = {}): DrawsIngestedBatch {
  return {
    game: GAME,
    runId,
    batch: 0,
    draws: [
      {
        draw_date: removed.draw_date,
        main: removed.main,
        special: removed.special,
        jackpot: removed.jackpot === null ? null : Number(removed.jackpot),
        source: removed.source,
        ...overrides,
      },
    ],
  };
}

const publish = (batch: DrawsIngestedBatch) =>
  js.publish(drawsIngestedSubject(batch.game), JSON.stringify(batch), { msgID: drawsIngestedMsgId(batch.game, batch.runId, batch.batch) });

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.drawsStats]);
  draws = await startTestDraws();
  caller = natsCaller();
  connection = await connect({ servers: NATS_URL });
  js = jetstream(connection);
  // draws.upserted is published through Nest's NATS client: `{ pattern, data }` on the wire.
  subscription = connection.subscribe(drawsUpsertedSubject(GAME), {
    callback: (_error, message) => {
      const event = drawsUpsertedEventSchema.safeParse((message.json() as { data?: unknown }).data);
      if (event.success && event.data.runId.startsWith(run)) events.push(event.data);
    },
  });
  [removed] = (await sql<StoredRow>(
    `delete from "${draws.schema}".draws where id = (select id from "${draws.schema}".draws where game = ? order by draw_date desc, id desc limit 1)
     returning to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, jackpot, source`,
    [GAME],
  )) as [StoredRow];
});

afterAll(async () => {
  subscription?.unsubscribe();
  await connection?.close();
  await caller?.close();
  await draws?.stop();
});

it('upserts a batch published twice with the same Nats-Msg-Id once, then acknowledges it', async () => {
  expect(removed.jackpot).not.toBeNull();
  const before = await stats();
  const first = await publish(batchOf(`${run}-a`));
  const again = await publish(batchOf(`${run}-a`));
  expect(first.duplicate).toBe(false);
  expect(again).toMatchObject({ duplicate: true, seq: first.seq });

  // Messages are handled in stream order: once the next batch is announced, a second handling of
  // the first one would already have been announced too.
  await publish(batchOf(`${run}-b`));
  await eventOf(`${run}-b`);
  expect(events.map(({ runId, inserted, updated, skipped }) => ({ runId, inserted, updated, skipped }))).toEqual([
    { runId: `${run}-a`, inserted: 1, updated: 0, skipped: 0 },
    { runId: `${run}-b`, inserted: 0, updated: 0, skipped: 1 },
  ]);

  const stored = await sql<StoredRow>(
    `select to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, jackpot, source from "${draws.schema}".draws where game = ? and draw_date = ?`,
    [GAME, removed.draw_date],
  );
  expect(stored).toEqual([removed]);
  // The cached statistics of the game were dropped by the upsert.
  expect((await stats()).draws).toBe(before.draws + 1);

  const manager = await jetstreamManager(connection);
  const consumer = await eventually("the draws service's durable to have nothing pending", async () => {
    const info = await manager.consumers.info(DRAWS_STREAM, testDurable(draws.schema));
    if (info.num_ack_pending !== 0 || info.num_pending !== 0) throw new Error(`${info.num_pending} pending, ${info.num_ack_pending} awaiting acknowledgement`);
    return info;
  });
  expect(consumer.delivered.stream_seq).toBeGreaterThanOrEqual(first.seq);
});

it('updates a stored draw whose jackpot changed', async () => {
  await sql(`update "${draws.schema}".draws set jackpot = null where game = ? and draw_date = ?`, [GAME, removed.draw_date]);
  await publish(batchOf(`${run}-c`));
  expect(await eventOf(`${run}-c`)).toMatchObject({ game: GAME, inserted: 0, updated: 1, skipped: 0 });
  const [row] = await sql<{ jackpot: string }>(`select jackpot from "${draws.schema}".draws where game = ? and draw_date = ?`, [GAME, removed.draw_date]);
  expect(row?.jackpot).toBe(removed.jackpot);
});

it('terminates a message that is not a batch and goes on with the next one', async () => {
  await js.publish(drawsIngestedSubject(GAME), 'not json', { msgID: `${run}-garbage` });
  await publish(batchOf(`${run}-d`, { main: [1, 2, 3, 4, 70] }));
  expect(await eventOf(`${run}-d`)).toMatchObject({ inserted: 0, updated: 0, skipped: 1 });
});

it('names the dates it changed in its event, kept in DRAW_CHANGES under the batch id', async () => {
  await sql(`delete from "${draws.schema}".draws where game = ? and draw_date = ?`, [GAME, removed.draw_date]);
  await publish(batchOf(`${run}-e`));
  expect(await eventOf(`${run}-e`)).toMatchObject({ inserted: 1, dates: [removed.draw_date] });
  const kept = await (await jetstreamManager(connection)).streams.getMessage(DRAW_CHANGES_STREAM, { last_by_subj: drawsUpsertedSubject(GAME) });
  expect(kept?.header.get('Nats-Msg-Id')).toBe(drawsIngestedMsgId(GAME, `${run}-e`, 0));
  expect((kept?.json() as { data: DrawsUpsertedEvent }).data).toMatchObject({ runId: `${run}-e`, dates: [removed.draw_date] });
  // The same batch again changes nothing, and its event names no date.
  await publish(batchOf(`${run}-f`));
  expect(await eventOf(`${run}-f`)).toMatchObject({ inserted: 0, updated: 0, skipped: 1, dates: [] });
});

it('announces a batch stored but not announced when it comes again, with every date it holds', async () => {
  await sql(`delete from "${draws.schema}".draws where game = ? and draw_date = ?`, [GAME, removed.draw_date]);
  // The first announcement fails after the upsert (as JetStream down, or the replica killed there): the batch is not acknowledged.
  const announce = jest.spyOn(draws.service.app.get(DrawsWriter), 'announce').mockRejectedValueOnce(new Error('JetStream unavailable'));
  try {
    await publish(batchOf(`${run}-g`));
    // Redelivered after the retry delay: the draw is stored already, and the event still names its date.
    expect(await eventOf(`${run}-g`)).toMatchObject({ inserted: 0, updated: 0, skipped: 1, dates: [removed.draw_date] });
    expect(announce).toHaveBeenCalledTimes(2);
  } finally {
    announce.mockRestore();
  }
});

describe('draws.range', () => {
  const range = (payload: Record<string, unknown>) => caller.requester.request(SUBJECTS.drawsRange, payload, { schema: drawsRangeResponseSchema });

  it('answers the stored draws between two dates, oldest first, at most the limit', async () => {
    const [{ from, to }] = (await sql<{ from: string; to: string }>(
      `select to_char(min(draw_date), 'YYYY-MM-DD') as from, to_char(max(draw_date), 'YYYY-MM-DD') as to
         from (select draw_date from "${draws.schema}".draws where game = ? order by draw_date desc limit 12) newest`,
      [GAME],
    )) as [{ from: string; to: string }];
    const expected = await sql<{ draw_date: string; main: number[] }>(
      `select to_char(draw_date, 'YYYY-MM-DD') as draw_date, main from "${draws.schema}".draws where game = ? and draw_date between ? and ? order by draw_date, id`,
      [GAME, from, to],
    );
    expect(expected.length).toBeGreaterThanOrEqual(12);
    const answer = await range({ game: GAME, from, to, limit: DRAWS_RANGE_LIMIT_MAX });
    expect(answer.draws.map(({ draw_date, main }) => ({ draw_date, main }))).toEqual(expected);
    expect(answer.draws.every((draw) => draw.game === GAME && Array.isArray(draw.bonus))).toBe(true);
    expect((await range({ game: GAME, from, limit: 5 })).draws.map((draw) => draw.draw_date)).toEqual(expected.slice(0, 5).map((draw) => draw.draw_date));
  });

  it('refuses a range that ends before it starts and an unknown game', async () => {
    const refusal = (payload: Record<string, unknown>) => range(payload).then(() => undefined, (error: unknown) => error as DomainError);
    expect((await refusal({ game: GAME, from: '2026-02-01', to: '2026-01-01', limit: 10 }))?.code).toBe('VALIDATION');
    expect((await refusal({ game: 'keno', from: '2026-01-01', limit: 10 }))?.code).toBe('VALIDATION');
    expect((await refusal({ game: GAME, from: '2026-01-01', limit: 10_000 }))?.code).toBe('VALIDATION');
  });
});
