// `npm run test:repeat -- <spec file> [--times N]`: runs one spec file N times (10 unless told) with
// the suite's own settings, and reports every failure with its run, test and first line of error,
// then "N runs, K failed". A flaky test is found this way, and its cause fixed; nothing is retried.
//
// The suite follows from the path: tests/e2e/ (Playwright, one system for all the runs, with
// --repeat-each on one worker, so the runs follow each other as the suite runs a file in one worker),
// tests/integration/ and tests/scale-out/ (Jest, a fresh run each time), anything else a unit spec.
// The workspace is built first (Nx's cache makes an unchanged one take seconds), since the
// end-to-end, scale-out and monitoring tests run the services' builds. The reports are read by
// tools/test/test-reports.ts, as npm test reads them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertWorkspaceNode, childEnvironment, workspaceRoot } from '../start/workspace.ts';
import { readJestReport, readPlaywrightReport } from './test-reports.ts';

assertWorkspaceNode('npm run test:repeat');

interface Failure {
  run: number;
  test: string;
  error: string;
}

const usage = 'usage: npm run test:repeat -- <spec file> [--times N]';

function parseArguments(args: readonly string[]): { spec: string; times: number } {
  let spec: string | undefined;
  let times = 10;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] as string;
    if (arg === '--times') {
      times = Number(args[++index]);
      if (!Number.isInteger(times) || times < 1) throw new Error(`--times takes a whole number of runs, at least 1\n${usage}`);
    } else if (spec === undefined) spec = arg;
    else throw new Error(`one spec file at a time (got ${spec} and ${arg})\n${usage}`);
  }
  if (!spec) throw new Error(usage);
  const relative = path.relative(workspaceRoot, path.resolve(spec));
  if (!existsSync(path.join(workspaceRoot, relative)) || !/\.spec\.tsx?$/.test(relative)) throw new Error(`${spec} is not a spec file of this workspace\n${usage}`);
  return { spec: relative, times };
}

const jestProject = (spec: string) => (spec.startsWith('tests/integration/') ? 'integration' : spec.startsWith('tests/scale-out/') ? 'scale-out' : 'unit');
const reportDir = path.join(workspaceRoot, 'test-results', 'repeat');

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env: childEnvironment(env), stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', () => resolve(null));
    child.once('close', (code) => resolve(code));
  });
}

async function repeatJest(spec: string, times: number): Promise<{ runs: number; failures: Failure[] }> {
  const failures: Failure[] = [];
  for (let runNumber = 1; runNumber <= times; runNumber++) {
    const report = path.join(reportDir, `jest-${runNumber}.json`);
    console.log(`\n▶ run ${runNumber} of ${times}: ${spec}`);
    const code = await run('npx', ['jest', '--selectProjects', jestProject(spec), '-c', 'tests/jest.config.js', '--json', `--outputFile=${report}`, spec], {
      NODE_OPTIONS: '--experimental-vm-modules',
    });
    const parsed = await readJestReport(report, workspaceRoot).catch(() => undefined);
    const failed = [...(parsed?.tests ?? []), ...(parsed?.files ?? [])].flatMap((test) => (test.failure ? [{ run: runNumber, test: test.title, error: test.failure }] : []));
    if (failed.length > 0) failures.push(...failed);
    else if (code !== 0) failures.push({ run: runNumber, test: '(the run)', error: `jest exited with ${code} and no failed test in its report` });
  }
  return { runs: times, failures };
}

async function repeatPlaywright(spec: string, times: number): Promise<{ runs: number; failures: Failure[] }> {
  const report = path.join(reportDir, 'e2e.json');
  console.log(`\n▶ ${times} runs of ${spec} on one system (--repeat-each), one after another`);
  // The failures' traces and screenshots are kept apart from the suite's, under test-results/repeat.
  const output = path.join(reportDir, 'e2e');
  const code = await run('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', `--repeat-each=${times}`, '--workers=1', `--output=${output}`, '--reporter=list,json', spec], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: report,
  });
  const parsed = await readPlaywrightReport(report, workspaceRoot).catch(() => undefined);
  const failures: Failure[] = [];
  // The report lists a test once per repeat, in order (it does not say which repeat): counted here.
  const runsSeen = new Map<string, number>();
  for (const test of parsed?.tests ?? []) {
    const runNumber = (runsSeen.get(test.title) ?? 0) + 1;
    runsSeen.set(test.title, runNumber);
    if (test.failure) failures.push({ run: runNumber, test: test.title, error: test.failure });
  }
  for (const error of parsed?.errors ?? []) failures.push({ run: 0, test: '(the run)', error });
  if (failures.length === 0 && code !== 0) failures.push({ run: 0, test: '(the run)', error: `playwright exited with ${code} and no failed test in its report` });
  return { runs: times, failures };
}

async function main(): Promise<number> {
  const { spec, times } = parseArguments(process.argv.slice(2));
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  if ((await run('npm', ['run', '--silent', 'build'])) !== 0) {
    console.log('✖ npm run build failed: nothing was repeated');
    return 1;
  }
  const { runs, failures } = spec.startsWith('tests/e2e/') ? await repeatPlaywright(spec, times) : await repeatJest(spec, times);
  const failedRuns = new Set(failures.map((failure) => failure.run));
  console.log(`\n${spec}: ${runs} runs, ${failedRuns.size} with a failure`);
  for (const failure of failures) console.log(`  ✖ run ${failure.run || '?'}: ${failure.test}: ${failure.error}`);
  return failures.length === 0 ? 0 : 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}
