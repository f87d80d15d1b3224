// Lighthouse runs of one page in one form factor and their summary: the median run (chosen as
// Lighthouse CI chooses it, lighthouse/core/lib/median-run.js: the run nearest the median first
// contentful paint and time to interactive), the range of performance scores of all runs and the
// median benchmark index, Lighthouse's measure of how fast this machine's CPU was during the runs
// (a fixed piece of JavaScript timed before each run), so that figures from two machines can be compared.
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { spread, type Spread } from './figures.ts';

/** Lighthouse's default config is the phone (throttled 4G, 4× slower CPU); desktop has its own. */
export const FORM_FACTOR_CONFIGS = { mobile: undefined, desktop: desktopConfig as Config } as const;
export type FormFactor = keyof typeof FORM_FACTOR_CONFIGS;

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseSummary {
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** The lowest and highest performance score of all runs (the scores above are the median run's). */
  performanceRange: [number | null, number | null];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** JavaScript transferred (compressed), in KB. */
  scriptKb: number | null;
  /** lhr.environment.benchmarkIndex of every run: median and range. */
  benchmarkIndex: Spread | null;
  /** The audits that failed, for the categories other than performance. */
  failedAudits: string[];
}

const numeric = (result: Result, audit: string): number | null => result.audits[audit]?.numericValue ?? null;

function scriptKb(result: Result): number | null {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  const scripts = items?.find((item) => item.resourceType === 'script');
  return scripts ? Math.round(scripts.transferSize / 102.4) / 10 : null;
}

function failedAudits(result: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

const score = (result: Result, category: string): number | null => {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

export function summariseLighthouse(runs: Result[]): LighthouseSummary {
  const result = computeMedianRun(runs);
  const performance = runs.map((run) => score(run, 'performance')).filter((value) => value !== null);
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(result, category)])) as LighthouseSummary['scores'],
    performanceRange: performance.length > 0 ? [Math.min(...performance), Math.max(...performance)] : [null, null],
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    scriptKb: scriptKb(result),
    benchmarkIndex: spread(runs.map((run) => run.environment.benchmarkIndex)),
    failedAudits: failedAudits(result),
  };
}

/** One Lighthouse run, repeated once when the trace of a busy machine missed the page's start or first paint. */
export async function audit(url: string, port: number, formFactor: FormFactor): Promise<Result> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] };
  let lhr: Result | undefined;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    lhr = (await lighthouse(url, flags, FORM_FACTOR_CONFIGS[formFactor]))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
  }
  throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
}
