// `npm test`: lint, typecheck and build once, then the unit, integration, scale-out and end-to-end suites.
// A failing lint, typecheck or build stops the run (nothing after it would mean anything); the four
// suites all run so one failure does not hide another, and any failure fails the whole.
// The last line is the total, "N passed, N failed".
//
// Ctrl-C (SIGINT) or SIGTERM stops the step that is running and runs no other. Each step runs in a
// process group of its own, so the signal reaches every process of it once, from here (a terminal's
// Ctrl-C reaches only this process's group); the end-to-end system stops with Playwright
// (tools/test/e2e-system.ts), and this script exits only after the step has, with 130.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { assertWorkspaceNode, childEnvironment, workspaceRoot } from '../start/workspace.ts';

assertWorkspaceNode('npm test');

interface Counts {
  passed: number;
  failed: number;
}

interface Step {
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

interface Suite extends Step {
  /** Reads the suite's pass/fail counts from the JSON report it wrote. */
  readCounts: () => Promise<Counts>;
}

const reportDir = path.join(workspaceRoot, 'test-results');
const jestReport = (suite: string) => path.join(reportDir, `jest-${suite}.json`);
const playwrightReport = path.join(reportDir, 'e2e-results.json');

async function readJestCounts(file: string): Promise<Counts> {
  const report = JSON.parse(await readFile(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

async function readPlaywrightCounts(): Promise<Counts> {
  const report = JSON.parse(await readFile(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const prerequisites: Step[] = [{ script: 'lint' }, { script: 'typecheck' }, { script: 'build' }];
const suites: Suite[] = [
  { script: 'test:unit', args: ['--json', `--outputFile=${jestReport('unit')}`], readCounts: () => readJestCounts(jestReport('unit')) },
  {
    script: 'test:integration',
    args: ['--json', `--outputFile=${jestReport('integration')}`],
    readCounts: () => readJestCounts(jestReport('integration')),
  },
  {
    script: 'test:scale-out',
    args: ['--json', `--outputFile=${jestReport('scale-out')}`],
    readCounts: () => readJestCounts(jestReport('scale-out')),
  },
  {
    script: 'test:e2e',
    args: ['--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    readCounts: readPlaywrightCounts,
  },
];

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

function runScript(step: Step): Promise<boolean> {
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

async function main(): Promise<number> {
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
    const succeeded = await runScript(suite);
    if (interruptedBy) return interruptedExit();
    const counts = await suite.readCounts().catch(() => undefined);
    // A suite that failed before reporting (crash, no tests found, server did not start) counts as one failure.
    const suiteCounts = counts ?? { passed: 0, failed: succeeded ? 0 : 1 };
    if (!succeeded && suiteCounts.failed === 0) suiteCounts.failed = 1;
    total.passed += suiteCounts.passed;
    total.failed += suiteCounts.failed;
    lines.push(`${succeeded ? '✔' : '✖'} ${suite.script}: ${suiteCounts.passed} passed, ${suiteCounts.failed} failed`);
  }
  console.log(`\n${lines.join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  return total.failed === 0 ? 0 : 1;
}

process.exitCode = await main();
