// The table `npm run bench:wheels` prints: per case, the wheel's lines beside its lower bound, the
// best-known published size (best-known.ts) and the full wheel, the cases verified, the Node phases and the browser's build time (median and range of
// the runs).
import { formatTable } from '../web/report.ts';
import { showSpread } from '../web/figures.ts';
import { bestKnownCell } from './best-known.ts';
import type { BrowserCaseResult } from './browser.ts';
import type { WheelBenchCase } from './cases.ts';
import type { NodeCaseResult } from './node.ts';

export interface WheelCaseReport {
  benchCase: WheelBenchCase;
  node: NodeCaseResult;
  /** Absent when the browser part did not run. */
  browser?: BrowserCaseResult;
}

const show = (value: number | null) => (value === null ? '–' : value.toLocaleString('en-US'));

/** The screen's lines when they differ from Node's for the same request and seed (they must not). */
function differentLines(report: WheelCaseReport): number | undefined {
  const shown = report.browser?.lines ?? null;
  return shown !== null && report.node.lines !== null && shown !== report.node.lines ? shown : undefined;
}

const DIFFERENT_MARK = '≠';

/** The browser's build time, with a mark when the screen's wheel differs from Node's. */
function browserCell(report: WheelCaseReport, runs: number): string {
  if (!report.browser) return '–';
  return `${showSpread(report.browser.buildMs, runs)}${differentLines(report) === undefined ? '' : ` ${DIFFERENT_MARK}`}`;
}

export function wheelTable(reports: readonly WheelCaseReport[], runs: number): string[] {
  const header = ['case', 'lines', 'lower bound', 'best known', 'full wheel', 'cases verified', 'search ms', 'verify ms', 'figures ms', 'browser ms'];
  const rows = reports.map((report) => {
    const { node } = report;
    return [
      report.benchCase.id,
      show(node.lines),
      node.lowerBound === null ? '–' : `${show(node.lowerBound)} ${node.lowerBoundKind === 'schonheim' ? '(Schönheim)' : '(counting)'}`,
      bestKnownCell(report.benchCase.id, node.lines),
      show(node.fullWheelLines),
      show(node.verifiedCases),
      showSpread(node.searchMs, runs),
      showSpread(node.verifyMs, runs),
      showSpread(node.figuresMs, runs),
      browserCell(report, runs),
    ];
  });
  const failures = reports.flatMap((report) => [
    ...(report.node.error ? [`${report.benchCase.id} in Node failed after ${report.node.runs.length} of ${runs} runs: ${report.node.error}`] : []),
    ...(report.browser?.error ? [`${report.benchCase.id} in the browser failed after ${report.browser.runs.length} of ${runs} runs: ${report.browser.error}`] : []),
  ]);
  const mismatches = reports.flatMap((report) => {
    const shown = differentLines(report);
    return shown === undefined ? [] : [`${DIFFERENT_MARK} ${report.benchCase.id}: the screen showed ${shown} lines, Node built ${report.node.lines} for the same request and seed`];
  });
  return [...formatTable(header, rows, 1), ...failures, ...mismatches];
}

/** Issue 28's target for the browser's worker. */
export const BROWSER_TARGET = { n: 20, underMs: 2_000 } as const;

/** Whether the n = 20 cases built in the browser met the target (medians); null when none was measured there. */
export function targetSummary(reports: readonly WheelCaseReport[]): string | null {
  const medians = reports.flatMap((report) => {
    const buildMs = report.browser?.buildMs;
    return report.benchCase.n === BROWSER_TARGET.n && buildMs ? [{ id: report.benchCase.id, ms: buildMs.median }] : [];
  });
  if (medians.length === 0) return null;
  const misses = medians.filter(({ ms }) => ms >= BROWSER_TARGET.underMs);
  const target = `Issue 28's target, under ${BROWSER_TARGET.underMs / 1000} s for n = ${BROWSER_TARGET.n} in the browser's worker (medians)`;
  return misses.length === 0
    ? `${target}: met by ${medians.length === 1 ? 'the one case' : `all ${medians.length} cases`} measured.`
    : `${target}: missed by ${misses.map(({ id, ms }) => `${id} (${Math.round(ms)} ms)`).join(', ')}.`;
}
