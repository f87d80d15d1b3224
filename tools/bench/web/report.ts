// The two tables `npm run bench:web` prints: each page in each form factor (Lighthouse's figures,
// the benchmark index and the unthrottled long-task time), then the timed interactions; a figure that
// misses issue 24's budget carries a mark, explained under the tables.
import { BUDGETS, OVER_BUDGET_MARK, budgetMark, describeBudget, longTaskBudget, overBudget, showSpread } from './figures.ts';
import type { InteractionResult } from './interactions.ts';
import { CATEGORIES, type FormFactor, type LighthouseSummary } from './lighthouse.ts';
import type { LongTaskSummary } from './long-tasks.ts';

export interface PageResult extends LighthouseSummary {
  page: string;
  formFactor: FormFactor;
  /** Unthrottled long tasks of a first visit (390×844 for the phone row, 1350×940 for desktop). */
  longTasks: LongTaskSummary;
}

const show = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));

/** Columns padded to their widest cell: the first `leftColumns` aligned left, the rest right. */
export function formatTable(header: string[], rows: string[][], leftColumns: number): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column < leftColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

/** The budget a page row's performance score is held to: only the phone has one. */
const performanceMark = (result: PageResult) => (result.formFactor === 'mobile' ? budgetMark(result.scores.performance, BUDGETS.phonePerformance) : '');

export function pageTable(results: PageResult[], runs: number): string[] {
  const header = ['page', 'as', 'perf', `perf of ${runs}`, 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'bench idx', 'long tasks ms', 'tasks'];
  const rows = results.map((result) => [
    result.page,
    result.formFactor,
    `${show(result.scores.performance)}${performanceMark(result)}`,
    result.performanceRange.map((value) => show(value)).join('–'),
    ...CATEGORIES.filter((category) => category !== 'performance').map((category) => show(result.scores[category])),
    show(result.lcpMs),
    show(result.tbtMs),
    show(result.cls, 3),
    show(result.scriptKb, 1),
    showSpread(result.benchmarkIndex, runs),
    `${showSpread(result.longTasks.totalMs, runs)}${budgetMark(result.longTasks.totalMs?.median, longTaskBudget(result.page))}`,
    showSpread(result.longTasks.count, runs),
  ]);
  return [
    ...formatTable(header, rows, 2),
    ...results.filter((entry) => entry.failedAudits.length > 0).map((result) => `${result.page} (${result.formFactor}) failed: ${result.failedAudits.join(', ')}`),
  ];
}

export function interactionTable(results: InteractionResult[], runs: number): string[] {
  const header = ['interaction', 'page', `INP ms (${results[0]?.cpuSlowdown ?? 4}× CPU)`, 'to result ms'];
  const rows = results.map((result) => [
    result.description,
    result.page,
    `${showSpread(result.latencyMs, runs)}${budgetMark(result.latencyMs?.median, BUDGETS.interactionMs)}`,
    showSpread(result.resultMs, runs),
  ]);
  const underThreshold = results
    .filter((result) => result.runsUnderThreshold > 0)
    .map((result) => `${result.description}: ${result.runsUnderThreshold} of ${runs} runs had no event of 16 ms or more (counted as 16 ms)`);
  const failures = results.filter((result) => result.error !== undefined).map((result) => `${result.description} failed after ${result.runs.length} of ${runs} runs: ${result.error}`);
  return [...formatTable(header, rows, 2), ...underThreshold, ...failures];
}

/** How many figures miss their budget, and the legend of the mark. */
export function budgetSummary(pages: PageResult[], interactions: InteractionResult[]): string[] {
  const misses = [
    ...pages.filter((result) => result.formFactor === 'mobile' && overBudget(result.scores.performance, BUDGETS.phonePerformance)),
    ...pages.filter((result) => overBudget(result.longTasks.totalMs?.median, longTaskBudget(result.page))),
    ...interactions.filter((result) => overBudget(result.latencyMs?.median, BUDGETS.interactionMs)),
  ].length;
  return [
    `${OVER_BUDGET_MARK} over budget (issue 24; medians): phone performance ${describeBudget(BUDGETS.phonePerformance)}; unthrottled long-task time ` +
      `${describeBudget(BUDGETS.longTasksContentMs)} ms on content pages, ${describeBudget(BUDGETS.longTasksGeneratorMs)} ms on a generator; ` +
      `each interaction ${describeBudget(BUDGETS.interactionMs)} ms. The bench reports; it does not fail.`,
    misses === 0 ? 'Every figure is within its budget.' : `${misses} figure${misses === 1 ? '' : 's'} over budget.`,
  ];
}
