// The Node half of `npm run bench:wheels`: each case built by buildVerifiedWheel, the pipeline the
// screen's worker runs, in this process. Its progress marks the phases: the search runs until the
// pipeline announces 'verify', the exhaustive verification until 'figures', then the figures.
import { performance } from 'node:perf_hooks';
import { buildVerifiedWheel, type VerifiedWheel } from '@pickwise/lottery';
import { spread, type Spread } from '../web/figures.ts';
import { caseRequest, type WheelBenchCase } from './cases.ts';

export interface NodeRun {
  lines: number;
  searchMs: number;
  verifyMs: number;
  figuresMs: number;
}

export interface NodeCaseResult {
  id: string;
  /** The wheel's lines (the same in every run: the search is deterministic, which the bench checks). */
  lines: number | null;
  lowerBound: number | null;
  lowerBoundKind: VerifiedWheel['lowerBoundKind'] | null;
  fullWheelLines: number | null;
  verifiedCases: number | null;
  searchMs: Spread | null;
  verifyMs: Spread | null;
  figuresMs: Spread | null;
  runs: NodeRun[];
  error?: string;
}

/** One build, its phases timed. */
function timedBuild(benchCase: WheelBenchCase): { wheel: VerifiedWheel; run: NodeRun } {
  const startedAt = performance.now();
  let verifyAt: number | undefined;
  let figuresAt: number | undefined;
  const wheel = buildVerifiedWheel(caseRequest(benchCase), {
    onProgress: (progress) => {
      if (progress.phase === 'verify') verifyAt = performance.now();
      if (progress.phase === 'figures') figuresAt = performance.now();
    },
  });
  const endedAt = performance.now();
  if (verifyAt === undefined || figuresAt === undefined) throw new Error('buildVerifiedWheel did not announce its verify and figures phases');
  return {
    wheel,
    run: { lines: wheel.lines.length, searchMs: verifyAt - startedAt, verifyMs: figuresAt - verifyAt, figuresMs: endedAt - figuresAt },
  };
}

export function measureInNode(benchCase: WheelBenchCase, runs: number): NodeCaseResult {
  const result: NodeCaseResult = {
    id: benchCase.id,
    lines: null,
    lowerBound: null,
    lowerBoundKind: null,
    fullWheelLines: null,
    verifiedCases: null,
    searchMs: null,
    verifyMs: null,
    figuresMs: null,
    runs: [],
  };
  try {
    for (let run = 0; run < runs; run += 1) {
      const { wheel, run: timed } = timedBuild(benchCase);
      if (result.lines !== null && timed.lines !== result.lines) {
        throw new Error(`run ${run + 1} built ${timed.lines} lines, run 1 built ${result.lines}: the search is not deterministic`);
      }
      Object.assign(result, {
        lines: wheel.lines.length,
        lowerBound: wheel.lowerBound,
        lowerBoundKind: wheel.lowerBoundKind,
        fullWheelLines: wheel.fullWheelLines,
        verifiedCases: wheel.verifiedCases,
      });
      result.runs.push(timed);
    }
  } catch (error) {
    result.error = (error as Error).message;
  }
  result.searchMs = spread(result.runs.map((run) => run.searchMs));
  result.verifyMs = spread(result.runs.map((run) => run.verifyMs));
  result.figuresMs = spread(result.runs.map((run) => run.figuresMs));
  return result;
}
