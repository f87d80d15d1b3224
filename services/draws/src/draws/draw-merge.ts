import { isCorrection, maySeveralDrawsShareDate, storedJackpotCurrency, verifyDraw, type CurrencyCode, type DrawValueSet, type DrawVerificationStatus, type Game } from '@pickwise/lottery';
import { drawSourceRank, isOperatorPublication } from '@pickwise/providers';

/** What one source said of one draw, as `draw_sources` keeps it. */
export interface SourceState {
  provider: string;
  /** ISO instant. */
  fetchedAt: string;
  main: number[];
  special: number[];
  bonus: number[];
  jackpot: number | null;
  payloadSha256: string | null;
  fromHistory: boolean;
}

/** A draw as `draws` keeps it, with its sources; `id` is absent until it is inserted. */
export interface DrawState {
  id?: number;
  drawDate: string;
  main: number[];
  special: number[];
  bonus: number[];
  jackpot: number | null;
  jackpotCurrency: CurrencyCode | null;
  source: string;
  status: DrawVerificationStatus;
  firstSeenAt: string;
  verifiedAt: string | null;
  sources: SourceState[];
}

/** One incoming report of a draw: a source's numbers, when fetched, from which payload. */
export type IncomingReport = Omit<SourceState, 'provider'> & { drawDate: string; provider: string };

export interface CorrectionState {
  draw: DrawState;
  before: DrawValueSet;
  after: DrawValueSet;
  provider: string;
}

/**
 * What applying one report did to the draw it belongs to: created it, changed its numbers or
 * jackpot, changed only its status (or which source it is shown as from), or nothing.
 */
export type ReportOutcome = 'inserted' | 'updated' | 'statusChanged' | 'unchanged';

const sameNumbers = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const valuesOf = (draw: DrawState): DrawValueSet => ({ main: draw.main, special: draw.special, bonus: draw.bonus, jackpot: draw.jackpot, jackpotCurrency: draw.jackpotCurrency });
const commonNumbers = (a: readonly number[], b: readonly number[]) => a.filter((value) => b.includes(value)).length;
const sameSource = (a: SourceState, b: SourceState) =>
  sameNumbers(a.main, b.main) && sameNumbers(a.special, b.special) && sameNumbers(a.bonus, b.bonus) && a.jackpot === b.jackpot && a.payloadSha256 === b.payloadSha256 && a.fromHistory === b.fromHistory;

/**
 * A source's new report, completed by what its previous report gave and this one lacks: bonus
 * numbers, a jackpot, and the payload's hash when the numbers are the same (a source never erases
 * what it said before by leaving it out).
 */
function completed(report: SourceState, previous: SourceState): SourceState {
  const source = { ...report, bonus: report.bonus.length > 0 ? report.bonus : previous.bonus, jackpot: report.jackpot ?? previous.jackpot, fromHistory: report.fromHistory || previous.fromHistory };
  const sameValues = sameSource({ ...source, payloadSha256: null }, { ...previous, payloadSha256: null });
  return sameValues && source.payloadSha256 === null ? { ...source, payloadSha256: previous.payloadSha256 } : source;
}

/** A draw's sources best-ranked first: the game's readers in order, then the rest by first fetch. */
export function rankedSources<S extends Pick<SourceState, 'provider' | 'fetchedAt'>>(game: Game, sources: readonly S[]): S[] {
  return [...sources].sort(
    (a, b) => drawSourceRank(game.id, a.provider) - drawSourceRank(game.id, b.provider) || a.fetchedAt.localeCompare(b.fetchedAt) || a.provider.localeCompare(b.provider),
  );
}

/**
 * Applies reports of a game's draws to the draws stored on their dates, in memory: the one place
 * that decides which stored draw a report is of, how a draw's sources change and what it then
 * holds (libs/lottery `verifyDraw`). The repository reads the draws first and writes what changed.
 */
export class DrawMerge {
  /** Every draw of the dates read or reported, by date. */
  private readonly byDate = new Map<string, DrawState[]>();
  private readonly snapshot = new Map<DrawState, string>();
  private readonly snapshotValues = new Map<DrawState, string>();
  readonly corrections: CorrectionState[] = [];
  /** Draws whose sources changed: each (draw, provider) is written again. */
  readonly changedSources = new Map<DrawState, Set<string>>();
  /** History sources a newer history source replaced: (draw, provider) rows to delete. */
  readonly removedSources = new Map<DrawState, Set<string>>();

  /**
   * `unrecorded`: stored draws whose one source is only the row itself (written outside the
   * service, without a `draw_sources` row): a report of one records that source too.
   */
  constructor(
    private readonly game: Game,
    stored: readonly DrawState[],
    private readonly unrecorded: ReadonlySet<DrawState> = new Set(),
  ) {
    for (const draw of stored) {
      this.datesOf(draw.drawDate).push(draw);
      this.snapshot.set(draw, this.fingerprint(draw));
      this.snapshotValues.set(draw, JSON.stringify(valuesOf(draw)));
    }
  }

  private datesOf(date: string): DrawState[] {
    let draws = this.byDate.get(date);
    if (!draws) this.byDate.set(date, (draws = []));
    return draws;
  }

  private fingerprint(draw: DrawState): string {
    return JSON.stringify([draw.main, draw.special, draw.bonus, draw.jackpot, draw.jackpotCurrency, draw.source, draw.status, draw.verifiedAt]);
  }

  /**
   * The stored draw a report is of: the one whose numbers, or one of whose sources' numbers, it
   * repeats; else, on a date with one draw, the draw of that date (other main numbers are then a
   * contradiction, not another draw); else none (a new draw).
   */
  private drawOf(report: IncomingReport): DrawState | undefined {
    const draws = this.byDate.get(report.drawDate) ?? [];
    const same = draws.find((draw) => sameNumbers(draw.main, report.main) || draw.sources.some((source) => sameNumbers(source.main, report.main)));
    if (same || maySeveralDrawsShareDate(this.game.id, report.drawDate)) return same;
    // Legacy rows may hold two draws of a date: the report is of the one it shares most numbers with.
    return [...draws].sort((a, b) => commonNumbers(b.main, report.main) - commonNumbers(a.main, report.main))[0];
  }

  /** Applies one report, and says whether it created its draw, changed it, or left it as it was. */
  apply(report: IncomingReport): ReportOutcome {
    const { drawDate, ...reported } = report;
    let draw = this.drawOf(report);
    const created = draw === undefined;
    if (!draw) {
      draw = { drawDate, main: reported.main, special: reported.special, bonus: reported.bonus, jackpot: null, jackpotCurrency: null, source: reported.provider, status: 'provisional', firstSeenAt: reported.fetchedAt, verifiedAt: null, sources: [] };
      this.datesOf(drawDate).push(draw);
    }
    const before = this.fingerprint(draw);
    const beforeValues = valuesOf(draw);
    if (this.unrecorded.has(draw)) for (const known of draw.sources) this.mark(this.changedSources, draw, known.provider);
    const previous = draw.sources.find((known) => known.provider === reported.provider);
    const source = previous ? completed(reported, previous) : reported;
    // A report identical to the one kept (numbers and payload) keeps its first fetch time: a
    // batch stored twice changes nothing.
    if (!previous || !sameSource(previous, source)) {
      draw.sources = [...draw.sources.filter((known) => known.provider !== source.provider), source];
      this.mark(this.changedSources, draw, source.provider);
    }
    // The shipped history is one source: a row whose `source` column names another repository now replaces the old one.
    if (source.fromHistory) {
      for (const replaced of draw.sources.filter((known) => known.fromHistory && known.provider !== source.provider)) this.mark(this.removedSources, draw, replaced.provider);
      draw.sources = draw.sources.filter((known) => !known.fromHistory || known.provider === source.provider);
    }
    this.decide(draw, source.fetchedAt);
    if (created) return 'inserted';
    if (isCorrection(beforeValues, valuesOf(draw))) this.corrections.push({ draw, before: beforeValues, after: valuesOf(draw), provider: source.provider });
    if (JSON.stringify(valuesOf(draw)) !== JSON.stringify(beforeValues)) return 'updated';
    return this.fingerprint(draw) === before ? 'unchanged' : 'statusChanged';
  }

  private mark(marks: Map<DrawState, Set<string>>, draw: DrawState, provider: string): void {
    let providers = marks.get(draw);
    if (!providers) marks.set(draw, (providers = new Set()));
    providers.add(provider);
  }

  /** The draw's status and values from its sources; `at` is the fetch time of the report being applied. */
  private decide(draw: DrawState, at: string): void {
    const reports = rankedSources(this.game, draw.sources).map((source) => ({
      ...source,
      jackpotCurrency: source.jackpot === null ? null : storedJackpotCurrency(this.game, source.provider),
      operatorPublication: isOperatorPublication(this.game.id, source.provider),
    }));
    const verdict = verifyDraw(reports);
    const wasVerified = draw.status === 'verified';
    Object.assign(draw, {
      main: [...verdict.values.main],
      special: [...verdict.values.special],
      bonus: [...verdict.values.bonus],
      jackpot: verdict.values.jackpot,
      jackpotCurrency: verdict.values.jackpotCurrency,
      source: verdict.provider,
      status: verdict.status,
      verifiedAt: verdict.status !== 'verified' ? null : wasVerified && draw.verifiedAt ? draw.verifiedAt : at,
    });
  }

  /** The draws to insert (never stored) and to update (stored, values or status changed), and the dates whose numbers changed. */
  changes(): { inserts: DrawState[]; updates: DrawState[]; changedDates: string[] } {
    const all = [...this.byDate.values()].flat();
    const inserts = all.filter((draw) => draw.id === undefined);
    const updates = all.filter((draw) => draw.id !== undefined && this.snapshot.get(draw) !== this.fingerprint(draw));
    const changedValues = updates.filter((draw) => this.snapshotValues.get(draw) !== JSON.stringify(valuesOf(draw)));
    return { inserts, updates, changedDates: [...new Set([...inserts, ...changedValues].map((draw) => draw.drawDate))].sort() };
  }
}
