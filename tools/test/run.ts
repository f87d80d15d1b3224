// `npm test`: lint, typecheck and build once, then the unit, integration, scale-out and end-to-end suites.
// A failing lint, typecheck or build stops the run (nothing after it would mean anything); the four
// suites all run so one failure does not hide another, and any failure fails the whole. After each
// suite its report is read: a test over the suite's ceiling (tools/test/test-reports.ts) fails it,
// and its slowest tests are printed. Every step's time is printed at the end, then the total line,
// "N passed, N failed".
//
// Ctrl-C (SIGINT) or SIGTERM stops the step that is running and runs no other. Each step runs in a
// process group of its own, so the signal reaches every process of it once, from here (a terminal's
// Ctrl-C reaches only this process's group); the end-to-end system stops with Playwright
// (tools/test/e2e-system.ts), and this script exits only after the step has, with 130.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertWorkspaceNode, childEnvironment, workspaceRoot } from '../start/workspace.ts';
import { CEILINGS, overCeiling, readJestReport, readPlaywrightReport, slowest, type Ceiling, type Counts, type SuiteReport } from './test-reports.ts';

assertWorkspaceNode('npm test');

interface Step {
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

interface Suite extends Step {
  /** Reads the JSON report the suite wrote. */
  readReport: () => Promise<SuiteReport>;
  ceiling: Ceiling;
}

const reportDir = path.join(workspaceRoot, 'test-results');
const jestReport = (suite: string) => path.join(reportDir, `jest-${suite}.json`);
const playwrightReport = path.join(reportDir, 'e2e-results.json');

const prerequisites: Step[] = [{ script: 'lint' }, { script: 'typecheck' }, { script: 'build' }];
const jestSuite = (name: 'unit' | 'integration' | 'scale-out'): Suite => ({
  script: `test:${name}`,
  args: ['--json', `--outputFile=${jestReport(name)}`],
  readReport: () => readJestReport(jestReport(name), workspaceRoot),
  ceiling: CEILINGS[name],
});
const suites: Suite[] = [
  jestSuite('unit'),
  jestSuite('integration'),
  jestSuite('scale-out'),
  {
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    readReport: () => readPlaywrightReport(playwrightReport, workspaceRoot),
    ceiling: CEILINGS.e2e,
  },
];
/** Slowest tests printed after each suite. */
const SLOWEST_SHOWN = 5;

let running: ChildProcess | undefined;
let interruptedBy: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interruptedBy) return;
    interruptedBy = signal;
    console.log(`\n✖ npm test: ${signal}; stopping the running step…`);
    if (running?.pid) process.kill(-running.pid, signal);
  });
}

/** Each step's time, printed at the end. */
const stepTimes: string[] = [];
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

async function runScript(step: Step): Promise<boolean> {
  const started = Date.now();
  const succeeded = await runScriptOnce(step);
  stepTimes.push(`${step.script.padEnd(18)} ${minutes(Date.now() - started)}`);
  return succeeded;
}

function runScriptOnce(step: Step): Promise<boolean> {
  console.log(`\n▶ npm run ${step.script}`);
  const extraArgs = step.args ? ['--', ...step.args] : [];
  const child = spawn('npm', ['run', '--silent', step.script, ...extraArgs], {
    cwd: workspaceRoot,
    env: childEnvironment(step.env),
    // Nothing reads the terminal: a process group that is not the terminal's must not try to.
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  running = child;
  return new Promise((resolve) => {
    child.once('error', () => resolve(false));
    // 'close', not 'exit': the step's output is all written before the next line.
    child.once('close', (code) => {
      running = undefined;
      resolve(code === 0);
    });
  });
}

function interruptedExit(): number {
  console.log(`\n✖ npm test was interrupted (${interruptedBy}); the steps after it did not run.`);
  console.log('0 passed, 1 failed');
  return 130;
}

function printStepTimes(started: number): void {
  console.log(`\nTimes:\n${stepTimes.map((line) => `  ${line}`).join('\n')}\n  ${'all'.padEnd(18)} ${minutes(Date.now() - started)}`);
}

async function main(): Promise<number> {
  const started = Date.now();
  for (const step of prerequisites) {
    const succeeded = await runScript(step);
    if (interruptedBy) return interruptedExit();
    if (!succeeded) {
      console.log(`\n✖ npm run ${step.script} failed; the test suites did not run.`);
      console.log('0 passed, 1 failed');
      return 1;
    }
  }
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  const total: Counts = { passed: 0, failed: 0 };
  const lines: string[] = [];
  for (const suite of suites) {
    let succeeded = await runScript(suite);
    if (interruptedBy) return interruptedExit();
    const report = await suite.readReport().catch(() => undefined);
    // A suite that failed before reporting (crash, no tests found, server did not start) counts as one failure.
    const suiteCounts: Counts = report ? { ...report.counts } : { passed: 0, failed: succeeded ? 0 : 1 };
    if (!succeeded && suiteCounts.failed === 0) suiteCounts.failed = 1;
    let overLines = '';
    if (report) {
      console.log(`\n${suite.script}: the ${SLOWEST_SHOWN} slowest tests\n${slowest(report.tests, SLOWEST_SHOWN).join('\n')}`);
      // Jest's files too: a file's hooks (the scale-out test's faults run in beforeAll) are in no test's time.
      if (report.files.length > 0) console.log(`${suite.script}: the 3 slowest files\n${slowest(report.files, 3).join('\n')}`);
      const over = overCeiling(report, suite.ceiling);
      if (over.length > 0) {
        // A runaway test fails its suite, counted as one failure each, though its own assertions passed.
        console.log(`\n✖ ${suite.script}: over the suite's ceiling (tools/test/test-reports.ts):\n${over.map((line) => `  ${line}`).join('\n')}`);
        succeeded = false;
        suiteCounts.failed += over.length;
        overLines = `, ${over.length} over the ceiling`;
      }
    }
    total.passed += suiteCounts.passed;
    total.failed += suiteCounts.failed;
    lines.push(`${succeeded ? '✔' : '✖'} ${suite.script}: ${suiteCounts.passed} passed, ${suiteCounts.failed} failed${overLines}`);
  }
  printStepTimes(started);
  console.log(`\n${lines.join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed === 0 ? 0 : 1;
}

process.exitCode = await main();
