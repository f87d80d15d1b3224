// What `npm test` and `npm run test:repeat` read from the reports the suites write: the pass/fail
// counts, every test's time and failure, and the tests over their suite's ceiling. A ceiling is a runaway's limit, several times the slowest
// honest test on a loaded 2-core machine, so that a test grown slow is found when it is written; it
// is not a speed check (speed is measured by the benchmarks). A test over its ceiling fails its suite.
import { readFile } from 'node:fs/promises';
import { stripVTControlCharacters } from 'node:util';

export interface Counts {
  passed: number;
  failed: number;
}

export interface TimedTest {
  /** The spec file, relative to the workspace. */
  file: string;
  title: string;
  ms: number;
  /** The first line of its error, when it failed. */
  failure?: string;
}

export interface SuiteReport {
  counts: Counts;
  /** Every test in the report's order (a test repeated with --repeat-each once per run). */
  tests: TimedTest[];
  /**
   * Spec files with their whole time, hooks included (Jest reports it; Playwright's tests hold their
   * hooks); a file that failed outside its tests (a hook, a crash) carries that failure.
   */
  files: TimedTest[];
  /** What failed outside every file (Playwright's global setup or web server). */
  errors: string[];
}

/** The first line of an error message that says something, without the terminal's colour codes. */
export const firstLine = (text: string): string =>
  (stripVTControlCharacters(text).split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);

export interface Ceiling {
  /** The most one test may take. */
  testMs: number;
  /** The most one spec file may take, its beforeAll and afterAll included. */
  fileMs?: number;
}

/**
 * The ceilings, per suite: several times the slowest honest figures of a fresh-clone run on this
 * machine kind (2 cores; 2026-12-02): unit 7.5 s a test (promtool's rule tests) and 9 s a file;
 * integration 22 s a test (the 30,000 hostile tokens) and 41 s a file (the monitoring test's real
 * Prometheus); scale-out 2 min for its one file (its faults run in beforeAll); end-to-end 21 s a test
 * (the sitemap read without JavaScript, every page in both languages). One integration test waits by
 * design: reconciliation's restart test (2026-12-03: 109 s) waits for two firings of a schedule that
 * fires on the minute, so the integration ceiling is 150 s a test.
 */
export const CEILINGS = {
  unit: { testMs: 30_000, fileMs: 60_000 },
  integration: { testMs: 150_000, fileMs: 240_000 },
  'scale-out': { testMs: 60_000, fileMs: 600_000 },
  e2e: { testMs: 90_000 },
} as const satisfies Record<string, Ceiling>;

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; status: string; duration?: number | null; failureMessages: string[] }[];
  }[];
}

const relative = (file: string, root: string) => (file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

export async function readJestReport(file: string, workspaceRoot: string): Promise<SuiteReport> {
  const report = JSON.parse(await readFile(file, 'utf8')) as JestReport;
  return {
    counts: { passed: report.numPassedTests, failed: report.numFailedTests },
    tests: report.testResults.flatMap((result) =>
      result.assertionResults.map((assertion) => ({
        file: relative(result.name, workspaceRoot),
        title: assertion.fullName,
        ms: assertion.duration ?? 0,
        ...(assertion.status === 'failed' ? { failure: firstLine(assertion.failureMessages.join('\n')) } : {}),
      })),
    ),
    files: report.testResults.map((result) => ({
      file: relative(result.name, workspaceRoot),
      title: '(the whole file)',
      ms: result.endTime - result.startTime,
      ...(result.status === 'failed' && result.assertionResults.every((assertion) => assertion.status !== 'failed') ? { failure: firstLine(result.message) } : {}),
    })),
    errors: [],
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number; status: string; error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  config: { rootDir: string };
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
}

export async function readPlaywrightReport(file: string, workspaceRoot: string): Promise<SuiteReport> {
  const report = JSON.parse(await readFile(file, 'utf8')) as PlaywrightReport;
  const tests: TimedTest[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        // Each run of the test (the suite runs with no retries, so one; --repeat-each gives more).
        for (const result of test.results) {
          tests.push({
            file: relative(`${report.config.rootDir}/${spec.file}`, workspaceRoot),
            title: [...titles, spec.title].join(' › '),
            ms: result.duration,
            ...(result.status === 'passed' || result.status === 'skipped' ? {} : { failure: `${result.status}: ${firstLine(result.error?.message ?? '')}` }),
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  // A flaky test passed only on a retry: with no retries configured there are none, and one would be a defect.
  return {
    counts: { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky },
    tests,
    files: [],
    errors: (report.errors ?? []).map((error) => firstLine(error.message ?? '')),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The tests and files of `report` over `ceiling`, each said with its time. */
export function overCeiling(report: SuiteReport, ceiling: Ceiling): string[] {
  return [
    ...report.tests.filter((test) => test.ms > ceiling.testMs).map((test) => `${test.file} › ${test.title}: ${seconds(test.ms)} (ceiling ${seconds(ceiling.testMs)} a test)`),
    ...(ceiling.fileMs === undefined
      ? []
      : report.files.filter((file) => file.ms > (ceiling.fileMs as number)).map((file) => `${file.file}: ${seconds(file.ms)} in all (ceiling ${seconds(ceiling.fileMs as number)} a file)`)),
  ];
}

/** The `count` slowest of `entries` (a report's tests, or its files), slowest first, one line each. */
export function slowest(entries: readonly TimedTest[], count: number): string[] {
  return [...entries]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((entry) => `${seconds(entry.ms).padStart(8)}  ${entry.file} › ${entry.title}`);
}
