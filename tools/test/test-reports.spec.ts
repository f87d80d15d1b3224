// The reports `npm test` reads, in the shapes Jest's --json and Playwright's json reporter write them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { overCeiling, readJestReport, readPlaywrightReport, slowest } from './test-reports.ts';

const root = '/work/pickwise';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'test-reports-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function written(name: string, report: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(report));
  return file;
}

const passed = { status: 'passed', failureMessages: [] };
const jestReport = {
  numPassedTests: 3,
  numFailedTests: 1,
  testResults: [
    {
      name: `${root}/tests/integration/a.spec.ts`,
      status: 'failed',
      message: '',
      startTime: 1_000,
      endTime: 301_000,
      assertionResults: [
        { fullName: 'a fast one', duration: 120, ...passed },
        { fullName: 'a runaway', duration: 95_000, status: 'failed', failureMessages: ['\n\u001b[2mexpect(\u001b[22mreceived).toBe(expected)\nExpected: 1'] },
      ],
    },
    {
      name: `${root}/tests/integration/b.spec.ts`,
      status: 'failed',
      message: '  ● Test suite failed to run\n\n    beforeAll timed out',
      startTime: 0,
      endTime: 2_000,
      assertionResults: [
        { fullName: 'no duration', duration: null, ...passed },
        { fullName: 'b', duration: 40, ...passed },
      ],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 2, unexpected: 0, flaky: 1 },
  config: { rootDir: `${root}/tests/e2e` },
  suites: [
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      specs: [{ title: 'opens', file: 'home.spec.ts', tests: [{ results: [{ duration: 900, status: 'passed' }] }] }],
      suites: [
        {
          title: 'in Spanish',
          specs: [
            {
              title: 'abre',
              file: 'home.spec.ts',
              tests: [{ results: [{ duration: 61_000, status: 'timedOut', error: { message: 'Test timeout of 120000ms exceeded.\nmore' } }, { duration: 800, status: 'passed' }] }],
            },
          ],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: Timed out waiting 120000ms from config.webServer.' }],
};

describe('a Jest report', () => {
  it('gives the counts, every test with its file and time, and each file in all', async () => {
    const report = await readJestReport(await written('jest.json', jestReport), root);
    expect(report.counts).toEqual({ passed: 3, failed: 1 });
    expect(report.tests).toEqual([
      { file: 'tests/integration/a.spec.ts', title: 'a fast one', ms: 120 },
      { file: 'tests/integration/a.spec.ts', title: 'a runaway', ms: 95_000, failure: 'expect(received).toBe(expected)' },
      { file: 'tests/integration/b.spec.ts', title: 'no duration', ms: 0 },
      { file: 'tests/integration/b.spec.ts', title: 'b', ms: 40 },
    ]);
    // A file fails on its own only when none of its tests did (a hook, a crash).
    expect(report.files.map((file) => [file.file, file.ms, file.failure])).toEqual([
      ['tests/integration/a.spec.ts', 300_000, undefined],
      ['tests/integration/b.spec.ts', 2_000, '● Test suite failed to run'],
    ]);
  });

  it('names each test and file over the ceiling, and only those', async () => {
    const report = await readJestReport(await written('jest.json', jestReport), root);
    expect(overCeiling(report, { testMs: 90_000, fileMs: 240_000 })).toEqual([
      'tests/integration/a.spec.ts › a runaway: 95.0 s (ceiling 90.0 s a test)',
      'tests/integration/a.spec.ts: 300.0 s in all (ceiling 240.0 s a file)',
    ]);
    expect(overCeiling(report, { testMs: 100_000, fileMs: 300_000 })).toEqual([]);
  });

  it('lists the slowest tests, and the slowest files, first', async () => {
    const report = await readJestReport(await written('jest.json', jestReport), root);
    expect(slowest(report.tests, 2)).toEqual(['  95.0 s  tests/integration/a.spec.ts › a runaway', '   0.1 s  tests/integration/a.spec.ts › a fast one']);
    expect(slowest(report.files, 1)).toEqual([' 300.0 s  tests/integration/a.spec.ts › (the whole file)']);
  });
});

describe('a Playwright report', () => {
  it('gives every run of every test with its failure, the describe titles, the errors of the run itself, and counts a flaky test as failed', async () => {
    const report = await readPlaywrightReport(await written('e2e.json', playwrightReport), root);
    expect(report.counts).toEqual({ passed: 2, failed: 1 });
    expect(report.tests).toEqual([
      { file: 'tests/e2e/home.spec.ts', title: 'opens', ms: 900 },
      { file: 'tests/e2e/home.spec.ts', title: 'in Spanish › abre', ms: 61_000, failure: 'timedOut: Test timeout of 120000ms exceeded.' },
      { file: 'tests/e2e/home.spec.ts', title: 'in Spanish › abre', ms: 800 },
    ]);
    expect(report.errors).toEqual(['Error: Timed out waiting 120000ms from config.webServer.']);
    expect(overCeiling(report, { testMs: 60_000 })).toEqual(['tests/e2e/home.spec.ts › in Spanish › abre: 61.0 s (ceiling 60.0 s a test)']);
  });
});
