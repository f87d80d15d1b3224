// The pure arithmetic of `npm run bench:web`: a median with its range, issue 24's budgets and the
// marks printed beside a figure that misses one, the long-task sum and the reduction of Event Timing
// entries to one interaction's latency. Kept apart from the browser code so it can be unit-tested.

/** The median of several runs with the lowest and highest run. */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median (the mean of the two middle values for an even count) and range; null for no values. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/** A limit a figure must stay under, or reach at least. */
export type Budget = { under: number } | { atLeast: number };

/** Issue 24's budgets. */
export const BUDGETS = {
  /** Lighthouse performance score of a phone run (median run). */
  phonePerformance: { atLeast: 95 },
  /** Unthrottled main-thread time in tasks over 50 ms: content pages, and the generator (which also loads its method code). */
  longTasksContentMs: { under: 50 },
  longTasksGeneratorMs: { under: 150 },
  /** Each timed interaction under 4× CPU throttling. */
  interactionMs: { under: 200 },
} as const satisfies Record<string, Budget>;

/** Whether a page path (with or without /es and a query) is a game's generator. */
export const isGeneratorPage = (page: string): boolean => /^(\/es)?\/games\/[^/?#]+\/generate\/?(?:[?#].*)?$/.test(page);

export const longTaskBudget = (page: string): Budget => (isGeneratorPage(page) ? BUDGETS.longTasksGeneratorMs : BUDGETS.longTasksContentMs);

/** True when the figure misses its budget; a missing figure (null) is not counted as a miss. */
export function overBudget(value: number | null | undefined, budget: Budget): boolean {
  if (value === null || value === undefined) return false;
  return 'under' in budget ? value >= budget.under : value < budget.atLeast;
}

export const OVER_BUDGET_MARK = '✗';

/** The mark printed after a figure: ' ✗' when it misses its budget, else nothing. */
export const budgetMark = (value: number | null | undefined, budget: Budget): string => (overBudget(value, budget) ? ` ${OVER_BUDGET_MARK}` : '');

/** How a budget reads in the legend: "< 200" or "≥ 95". */
export const describeBudget = (budget: Budget): string => ('under' in budget ? `< ${budget.under}` : `≥ ${budget.atLeast}`);

/** A browser's long task threshold: the Long Tasks API reports tasks over 50 ms. */
export const LONG_TASK_MS = 50;

/** The main-thread time of one load in long tasks: the sum of the durations over 50 ms, with their count and the longest. */
export function longTaskTotals(durations: readonly number[]): { totalMs: number; count: number; longestMs: number } {
  const long = durations.filter((duration) => duration > LONG_TASK_MS);
  return { totalMs: long.reduce((sum, duration) => sum + duration, 0), count: long.length, longestMs: long.length > 0 ? Math.max(...long) : 0 };
}

/** The fields of a PerformanceEventTiming entry the reduction reads (copied out of the page as plain data). */
export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

/**
 * The latency of the interaction that began at `since` (the page's performance.now() just before the
 * bench pressed, clicked or typed), as INP takes it: the longest `duration` among the event entries
 * of that interaction. An interaction is the entries sharing one non-zero interactionId (a click is
 * pointerdown, pointerup and click; hover events have none); the one the bench caused is the first to
 * start at or after `since`. Null when no entry of an interaction was reported: the browser reports
 * only events of at least the observer's durationThreshold (16 ms), so the interaction was quicker.
 */
export function interactionLatency(entries: readonly EventEntry[], since: number): { ms: number; interactionId: number } | null {
  const candidates = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
  if (candidates.length === 0) return null;
  const first = candidates.reduce((earliest, entry) => (entry.startTime < earliest.startTime ? entry : earliest));
  const own = candidates.filter((entry) => entry.interactionId === first.interactionId);
  return { ms: Math.max(...own.map((entry) => entry.duration)), interactionId: first.interactionId };
}

/** "12" or "12 (9–15)" for a spread of several runs; "–" for none. */
export function showSpread(value: Spread | null, runs: number, digits = 0): string {
  if (!value) return '–';
  const median = value.median.toFixed(digits);
  return runs > 1 ? `${median} (${value.min.toFixed(digits)}–${value.max.toFixed(digits)})` : median;
}
