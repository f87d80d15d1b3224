// The ticket-check bench (issue 26): 1,000,000 saved lines across the twelve games, written straight
// into the started system's tickets schema, then new Powerball draws fed the way ingestion feeds
// them (a batch on the JetStream stream DRAWS); each run times the check from the draws service's
// `draws.upserted.powerball` event to the tickets service's acknowledgement of it, which it sends
// only once every covering line's result is stored. The "new" draws are the newest real Powerball
// draws of the history, taken out of the draws table first and put back by the runs, so the
// system's data is the same afterwards (the bench's tickets are deleted too).
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { DRAW_CHANGES_STREAM, drawsIngestedMsgId, drawsIngestedSubject, drawsUpsertedSubject, type IngestedDraw } from '@pickwise/contracts';
import { GAMES, prizeTableOn, scheduledDrawDates, type Game } from '@pickwise/lottery';
import { MikroORM } from '@mikro-orm/postgresql';
import { databaseUrlFile } from '../start/postgres.ts';

export interface TicketCheckRun {
  drawDate: string;
  /** From the draws.upserted event to the tickets service's acknowledgement (results stored), in ms. */
  ms: number;
  /** Results stored for the draw (one per covering line). */
  linesChecked: number;
}

export interface TicketCheckFigures {
  lines: number;
  tickets: number;
  powerballLines: number;
  /** Seconds to write the lines (not part of any figure below). */
  storeSeconds: number;
  runs: TicketCheckRun[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Issue 26's target for one new Powerball draw, in ms. */
  targetMs: number;
}

const LINES_PER_TICKET = 5;
/** Rows per INSERT statement: one JSON parameter each. */
const TICKETS_PER_STATEMENT = 20_000;
/** The bench's tickets carry this label, so they are found (and deleted) whatever happens. */
const BENCH_LABEL = 'pickwise-bench';
/** Owners of the bench's tickets: a few thousand players. */
const OWNERS = 5_000;
const TARGET_MS = 10_000;
const CHECK_TIMEOUT_MS = 120_000;
/** How often the tickets consumer's acknowledgements are read while a check runs (the figures' resolution). */
const POLL_MS = 10;
const TICKETS_CONSUMER = process.env['TICKETS_CONSUMER'] ?? 'tickets';
const DRAWS_SCHEMA = 'draws';
const TICKETS_SCHEMA = 'tickets';

/** The running system's database: DATABASE_URL, else the URL the launcher wrote for its embedded PostgreSQL. */
export function systemDatabaseUrl(): string | undefined {
  return process.env['DATABASE_URL'] ?? (existsSync(databaseUrlFile) ? readFileSync(databaseUrlFile, 'utf8').trim() : undefined);
}

/** `count` distinct numbers from min..max, ascending. */
function distinctNumbers(count: number, min: number, max: number): number[] {
  const picked = new Set<number>();
  while (picked.size < count) picked.add(randomInt(min, max + 1));
  return [...picked].sort((a, b) => a - b);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Rows of one statement on the system's database (`?` placeholders). */
type Sql = <Row>(text: string, values?: unknown[]) => Promise<Row[]>;

interface StoredDrawRow {
  draw_date: string;
  main: number[];
  special: number[];
  bonus: number[];
  jackpot: number | null;
  jackpot_currency: string | null;
  source: string;
}

/**
 * Writes `lines` lines (a twelfth per game, valid for each game's current rules). Powerball's cover
 * `powerballDates`; the others cover the coming two months of their schedule.
 */
async function storeTickets(sql: Sql, lines: number, powerballDates: readonly string[]): Promise<{ tickets: number; powerballLines: number }> {
  const today = isoDay(new Date());
  const until = isoDay(new Date(Date.now() + 60 * 86_400_000));
  let tickets = 0;
  let powerballLines = 0;
  for (const [index, game] of GAMES.entries()) {
    const share = Math.floor(lines / GAMES.length) + (index < lines % GAMES.length ? 1 : 0);
    const dates = game.id === 'powerball' ? [...powerballDates] : scheduledDrawDates(game, today, until);
    if (dates.length === 0) throw new Error(`${game.id}: no scheduled draw from ${today} to ${until}`);
    const price = prizeTableOn(game.id, dates[0]!)?.ticketPrice ?? 2;
    for (let written = 0; written < share; ) {
      const rows = { tickets: [] as object[], lines: [] as object[] };
      while (rows.tickets.length < TICKETS_PER_STATEMENT && written < share) {
        const id = randomUUID();
        const count = Math.min(LINES_PER_TICKET, share - written);
        rows.tickets.push({
          id,
          user_id: `00000000-0000-4000-8000-${String(randomInt(OWNERS)).padStart(12, '0')}`,
          game: game.id,
          label: BENCH_LABEL,
          first_draw_date: dates[0],
          last_draw_date: dates.at(-1),
          draw_dates: dates,
          draws: dates.length,
          price_per_line: price,
          currency: game.currency,
        });
        for (let line = 0; line < count; line++) rows.lines.push({ ticket_id: id, line_index: line, ...lineOf(game) });
        written += count;
      }
      await sql(
        `insert into "${TICKETS_SCHEMA}".tickets (id, user_id, game, label, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency)
         select id, user_id, game, label, first_draw_date, last_draw_date, draw_dates, draws, price_per_line, currency
           from jsonb_to_recordset(?::jsonb) as r(id uuid, user_id uuid, game text, label text, first_draw_date date, last_draw_date date,
                                                   draw_dates date[], draws int, price_per_line numeric, currency text)`,
        [JSON.stringify(rows.tickets)],
      );
      await sql(
        `insert into "${TICKETS_SCHEMA}".ticket_lines (ticket_id, line_index, main, special)
         select ticket_id, line_index, main, special from jsonb_to_recordset(?::jsonb) as r(ticket_id uuid, line_index int, main smallint[], special smallint[])`,
        [JSON.stringify(rows.lines)],
      );
      tickets += rows.tickets.length;
      if (game.id === 'powerball') powerballLines += rows.lines.length;
    }
  }
  await sql(`analyze "${TICKETS_SCHEMA}".tickets, "${TICKETS_SCHEMA}".ticket_lines`);
  return { tickets, powerballLines };
}

/** A line of the game's current rules. */
export const lineOf = (game: Game) => ({ main: distinctNumbers(game.mainCount, 1, game.mainMax), special: distinctNumbers(game.specialCount, game.specialMin, game.specialMax) });

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs the bench on the system whose database and NATS are given: `runs` new Powerball draws, one
 * at a time, each checked against every stored line. Leaves the system's data as it found it.
 */
export async function benchTicketCheck(target: { databaseUrl: string; natsUrl: string }, options: { lines?: number; runs?: number } = {}): Promise<TicketCheckFigures> {
  const lines = options.lines ?? 1_000_000;
  const runCount = options.runs ?? 5;
  const orm = await MikroORM.init({ clientUrl: target.databaseUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  const sql: Sql = (text, values = []) => orm.em.getConnection().execute(text, values);
  const nats = await connect({ servers: target.natsUrl });
  let taken: StoredDrawRow[] = [];
  try {
    const present = await sql<{ ok: boolean }>(`select to_regclass('"${TICKETS_SCHEMA}".ticket_lines') is not null as ok`);
    if (!present[0]?.ok) throw new Error(`the system's database has no ${TICKETS_SCHEMA}.ticket_lines (is the tickets service running?)`);
    await sql(`delete from "${TICKETS_SCHEMA}".tickets where label = ?`, [BENCH_LABEL]);
    // The newest real Powerball draws, out of the table until their run feeds them back.
    taken = await sql<StoredDrawRow>(
      `delete from "${DRAWS_SCHEMA}".draws where id in (select id from "${DRAWS_SCHEMA}".draws where game = 'powerball' order by draw_date desc, id desc limit ?)
       returning to_char(draw_date, 'YYYY-MM-DD') as draw_date, main, special, bonus, jackpot::float8 as jackpot, jackpot_currency, source`,
      [runCount],
    );
    taken.sort((a, b) => a.draw_date.localeCompare(b.draw_date));
    const started = performance.now();
    const stored = await storeTickets(
      sql,
      lines,
      taken.map((draw) => draw.draw_date),
    );
    const storeSeconds = Math.round((performance.now() - started) / 100) / 10;

    const js = jetstream(nats);
    const manager = await jetstreamManager(nats);
    // A system started on a new database is still going through its history seed's events: each run starts from an idle consumer.
    const idleBy = Date.now() + CHECK_TIMEOUT_MS;
    for (;;) {
      const consumer = await manager.consumers.info(DRAW_CHANGES_STREAM, TICKETS_CONSUMER);
      if (consumer.num_pending === 0 && consumer.num_ack_pending === 0) break;
      if (Date.now() > idleBy) throw new Error(`the tickets service still had ${consumer.num_pending + consumer.num_ack_pending} events to handle after ${CHECK_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const runs: TicketCheckRun[] = [];
    for (const draw of taken) {
      const runId = `bench-${Date.now()}`;
      const announced = new Promise<number>((resolve) => {
        const subscription = nats.subscribe(drawsUpsertedSubject('powerball'), {
          callback: (_error, message) => {
            const event = (message.json() as { data?: { runId?: string } }).data;
            if (event?.runId !== runId) return;
            resolve(performance.now());
            subscription.unsubscribe();
          },
        });
      });
      await nats.flush();
      const batch: IngestedDraw = { draw_date: draw.draw_date, main: draw.main, special: draw.special, bonus: draw.bonus, jackpot: draw.jackpot, source: draw.source };
      await js.publish(drawsIngestedSubject('powerball'), JSON.stringify({ game: 'powerball', runId, batch: 0, draws: [batch] }), { msgID: drawsIngestedMsgId('powerball', runId, 0) });
      const eventAt = await announced;
      // The event is the stream's newest message; it is checked once the consumer's acknowledgements reach it.
      const { state } = await manager.streams.info(DRAW_CHANGES_STREAM);
      const deadline = Date.now() + CHECK_TIMEOUT_MS;
      for (;;) {
        const consumer = await manager.consumers.info(DRAW_CHANGES_STREAM, TICKETS_CONSUMER);
        if (consumer.ack_floor.stream_seq >= state.last_seq) break;
        if (Date.now() > deadline) throw new Error(`the tickets service did not acknowledge the ${draw.draw_date} event within ${CHECK_TIMEOUT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const ms = Math.round(performance.now() - eventAt);
      const rows = await sql<{ count: number }>(
        `select count(*)::int as count from "${TICKETS_SCHEMA}".line_results r join "${TICKETS_SCHEMA}".tickets t on t.id = r.ticket_id
          where t.label = ? and r.draw_date = ?`,
        [BENCH_LABEL, draw.draw_date],
      );
      runs.push({ drawDate: draw.draw_date, ms, linesChecked: rows[0]?.count ?? 0 });
    }
    const times = runs.map((run) => run.ms);
    return {
      lines,
      tickets: stored.tickets,
      powerballLines: stored.powerballLines,
      storeSeconds,
      runs,
      medianMs: median(times),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      targetMs: TARGET_MS,
    };
  } finally {
    // Whatever happened: the draws put back as they were (those a run fed are there already), the bench's tickets gone.
    if (taken.length > 0) {
      await sql(
        `insert into "${DRAWS_SCHEMA}".draws (game, draw_date, main, special, bonus, jackpot, jackpot_currency, source)
         select 'powerball', draw_date, main, special, bonus, jackpot, jackpot_currency, source
           from jsonb_to_recordset(?::jsonb) as r(draw_date date, main int[], special int[], bonus int[], jackpot numeric, jackpot_currency text, source text)
         on conflict (game, draw_date, main) do nothing`,
        [JSON.stringify(taken)],
      );
    }
    await sql(`delete from "${TICKETS_SCHEMA}".tickets where label = ?`, [BENCH_LABEL]);
    await orm.close();
    await nats.close();
  }
}

export function printTicketCheck(figures: TicketCheckFigures): void {
  console.log(
    `\nTicket check: ${figures.lines.toLocaleString('en')} saved lines (${figures.tickets.toLocaleString('en')} tickets, twelve games; written in ${figures.storeSeconds} s), ` +
      `${figures.powerballLines.toLocaleString('en')} Powerball lines covering each new draw`,
  );
  for (const run of figures.runs) console.log(`  draw ${run.drawDate}: ${run.ms} ms from draws.upserted to results stored, ${run.linesChecked.toLocaleString('en')} lines checked`);
  console.log(
    `  median ${figures.medianMs} ms, range ${figures.minMs}-${figures.maxMs} ms over ${figures.runs.length} draws ` +
      `(target ${figures.targetMs / 1000} s: ${figures.maxMs < figures.targetMs ? 'ok' : 'OVER'}; acknowledgements read every ${POLL_MS} ms)`,
  );
}
