// `npm run bench`: load on a system started here through the launcher (on a free port, with its own
// nats-server) and stopped afterwards, or on the one answering on PORT when that is set. Prints requests/s, p50 and p99 per scenario and
// the generate/games ratio, then (a system started here) the ticket-check bench (tools/bench/ticket-check.ts),
// writes tests/load/last-results.json, then runs tools/bench/methods.ts. With `--replicas 2 --nats-cluster 3`
// the scenarios run on the scaled-out system, the fault phases of the scale-out test follow on a system of
// their own (tools/bench/faults.ts: p50, p99 and the slowest request of each phase), and the figures go
// to tests/load/last-results-replicas.json.
// Full-speed scenarios use autocannon; fixed-rate ones a constant arrival rate (constant-rate.ts).
// The load generator shares the machine's cores with the system it measures; the figures are for
// comparing runs on one machine, not absolute capacity. With --trace, every process of the system
// and the load generator record their GC pauses and event-loop stalls (stall-recorder.ts) in
// .data/bench-trace, and the output says what each fixed-rate scenario's slowest requests ran into.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EXAMPLE_METHOD_OPTIONS, GAMES, METHOD_IDS, scheduledDrawDates, type MethodId } from '@pickwise/lottery';
import { assertWorkspaceNode, childEnvironment, dataDir, workspaceRoot } from '../start/workspace.ts';
import { answers, benchSystem, launcherScaling, type BenchSystem } from './bench-system.ts';
import { cpuPerRequest, snapshot } from './process-cpu.ts';
import { runConstantRate } from './constant-rate.ts';
import { readPauses, tailReport, type TracedScenario } from './tail-report.ts';
import { benchTicketCheck, lineOf, printTicketCheck, systemDatabaseUrl, type TicketCheckFigures } from './ticket-check.ts';
import { benchFaultPhases, type PhaseFigures } from './faults.ts';

assertWorkspaceNode('npm run bench');

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const methodSeconds = Number(process.env['BENCH_METHOD_SECONDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
/** Requests in flight allowed at a fixed rate, as the k6 scripts' preallocated VUs (tests/load). */
const fixedRateMaxInFlight = 100;
const scaling = launcherScaling(process.argv.slice(2));
const resultsFile = path.join(workspaceRoot, 'tests', 'load', scaling.length > 0 ? 'last-results-replicas.json' : 'last-results.json');
const methodsBench = path.join(workspaceRoot, 'tools', 'bench', 'methods.ts');
const traceDir = process.argv.includes('--trace') ? path.join(dataDir, 'bench-trace') : undefined;
/** Fixed-rate scenarios' slowest requests, for the --trace report. */
const traced: TracedScenario[] = [];


interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  seconds: number;
  /** Fixed offered load in requests/s; absent means as fast as the system answers. */
  rate?: number;
  /** Budget of docs/architecture.md §10 for the p99, in ms, where one applies. */
  p99BudgetMs?: number;
}

interface ScenarioResult {
  name: string;
  request: string;
  offeredRate: number | 'max';
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  p99BudgetMs?: number;
  /** Fixed-rate runs: the p99 of how late requests started (the load generator's own lag), and requests not sent because 100 were in flight. */
  startLagP99Ms?: number;
  dropped?: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds each service's processes spent per request answered (a system started here). */
  cpuMsPerRequest?: Record<string, number>;
}

const requestHeaders = (scenario: Scenario) => ({ ...(scenario.body ? { 'content-type': 'application/json' } : {}), ...scenario.headers });

/** Tickets a player keeps in the 'my tickets' scenario. */
const TICKETS_PER_PLAYER = 20;

/**
 * Saves TICKETS_PER_PLAYER tickets (one to five lines, games in turn, from each game's next draw)
 * for the account of `bearer`; false when the tickets routes refuse (no tickets service).
 */
async function saveTickets(baseUrl: string, bearer: Record<string, string>): Promise<boolean> {
  const today = new Date().toISOString().slice(0, 10);
  const fortnight = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < TICKETS_PER_PLAYER; index++) {
    const game = GAMES[index % GAMES.length]!;
    const firstDrawDate = scheduledDrawDates(game, today, fortnight)[0];
    const ticket = { game: game.id, lines: Array.from({ length: (index % 5) + 1 }, () => lineOf(game)), firstDrawDate, draws: (index % 4) + 1, label: `bench ${index + 1}` };
    const response = await fetch(`${baseUrl}/api/tickets`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer }, body: JSON.stringify(ticket) });
    if (!response.ok) {
      console.log(`POST /api/tickets answered ${response.status}: skipping the tickets scenario. ${await response.text()}`);
      return false;
    }
  }
  return true;
}

/**
 * The account scenarios: password sign-in (argon2id, m = 19 MiB, by design the slowest route),
 * the user behind an access token, /api/me, and the list of a player's saved tickets. They need an
 * account that signs up with a session (no SMTP_URL) and sign-in limits that let one address
 * through (a system this script started).
 */
async function accountScenarios(baseUrl: string, startedHere: boolean): Promise<Scenario[]> {
  if (!startedHere) {
    console.log('The system was already running: skipping the account scenarios (its per-IP sign-in limit would refuse the load).');
    return [];
  }
  const credentials = { email: `bench-${Date.now()}@example.com`, password: 'bench-password-1' };
  const response = await fetch(`${baseUrl}/api/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
  const session = (await response.json()) as { access_token?: string };
  if (!response.ok || !session.access_token) {
    console.log(`Sign-up answered ${response.status} without a session (SMTP_URL set?): skipping the account scenarios.`);
    return [];
  }
  const bearer = { authorization: `Bearer ${session.access_token}` };
  return [
    { name: 'sign-in (argon2id)', method: 'POST', path: '/api/auth/v1/token?grant_type=password', body: credentials, seconds },
    { name: 'auth user', method: 'GET', path: '/api/auth/v1/user', headers: bearer, seconds },
    { name: 'me', method: 'GET', path: '/api/me', headers: bearer, seconds },
    ...((await saveTickets(baseUrl, bearer))
      ? [{ name: `my tickets (${TICKETS_PER_PLAYER}) @500/s`, method: 'GET', path: '/api/tickets', headers: bearer, seconds, rate: 500 } satisfies Scenario]
      : []),
  ];
}

const generateBody = (method: string) => ({ game: 'powerball', method, count: 5, options: EXAMPLE_METHOD_OPTIONS[method as MethodId] });

async function run(system: BenchSystem, scenario: Scenario): Promise<ScenarioResult> {
  const before = snapshot(system.processes);
  const result = scenario.rate ? await runAtFixedRate(system.baseUrl, scenario, scenario.rate) : await runAtFullSpeed(system.baseUrl, scenario);
  if (system.processes.size === 0) return result;
  return { ...result, cpuMsPerRequest: cpuPerRequest(before, snapshot(system.processes), result.requestsPerSecond * result.seconds) };
}

/** As fast as the system answers: autocannon with `connections` connections, one request in flight on each. */
async function runAtFullSpeed(baseUrl: string, scenario: Scenario): Promise<ScenarioResult> {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: requestHeaders(scenario),
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    connections,
    duration: scenario.seconds,
  });
  return {
    name: scenario.name,
    request: `${scenario.method} ${scenario.path}`,
    offeredRate: 'max',
    seconds: scenario.seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A constant arrival rate, as the k6 scripts and the budgets mean it (see constant-rate.ts for why not autocannon's). */
async function runAtFixedRate(baseUrl: string, scenario: Scenario, rate: number): Promise<ScenarioResult> {
  const result = await runConstantRate({
    origin: baseUrl,
    method: scenario.method,
    path: scenario.path,
    headers: requestHeaders(scenario),
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    rate,
    seconds: scenario.seconds,
    maxInFlight: fixedRateMaxInFlight,
  });
  const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
  traced.push({ name: scenario.name, p99Ms: oneDecimal(result.p99Ms), slowRequests: result.slowRequests });
  return {
    name: scenario.name,
    request: `${scenario.method} ${scenario.path}`,
    offeredRate: rate,
    seconds: scenario.seconds,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: oneDecimal(result.p50Ms),
    p99Ms: oneDecimal(result.p99Ms),
    ...(scenario.p99BudgetMs ? { p99BudgetMs: scenario.p99BudgetMs } : {}),
    startLagP99Ms: oneDecimal(result.startLagP99Ms),
    dropped: result.dropped,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function printTable(results: ScenarioResult[]): void {
  const header = ['scenario', 'offered', 'req/s', 'p50 ms', 'p99 ms', 'p99 budget', 'start lag p99', 'non-2xx', 'errors'];
  const rows = results.map((result) => [
    result.name,
    String(result.offeredRate),
    String(result.requestsPerSecond),
    result.p50Ms.toFixed(1),
    result.p99Ms.toFixed(1),
    result.p99BudgetMs ? `${result.p99BudgetMs} ${result.p99Ms < result.p99BudgetMs ? 'ok' : 'OVER'}` : '',
    result.startLagP99Ms === undefined ? '' : `${result.startLagP99Ms.toFixed(1)}${result.dropped ? ` (${result.dropped} dropped)` : ''}`,
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

/** CPU per request of each service in each scenario (a system started here: the launcher names its processes). */
function printCpu(results: ScenarioResult[]): void {
  const services = [...new Set(results.flatMap((result) => Object.keys(result.cpuMsPerRequest ?? {})))];
  if (services.length === 0) return;
  console.log('\nCPU ms per request, by service (replicas added together):');
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`${'scenario'.padEnd(width)}  ${services.map((service) => service.padStart(11)).join('')}`);
  for (const result of results) {
    console.log(`${result.name.padEnd(width)}  ${services.map((service) => (result.cpuMsPerRequest?.[service] ?? 0).toFixed(3).padStart(11)).join('')}`);
  }
}

function runMethodsBench(): Promise<string> {
  return new Promise((resolve) => {
    if (!existsSync(methodsBench)) return resolve('');
    console.log('\nIn-process generation cost (tools/bench/methods.ts):');
    const child = spawn(process.execPath, [methodsBench], { cwd: workspaceRoot, env: childEnvironment(), stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      process.stdout.write(chunk);
    });
    child.once('exit', () => resolve(output));
    child.once('error', () => resolve(output));
  });
}

/** The newest Lotto 6aus49 draw of the shipped history (2026-07-22) as a line: it wins on that draw and on others. */
const TICKET_LINE = { main: [3, 5, 10, 14, 25, 49], special: [3] };

/** With --trace: a fresh trace directory, the recorder in this process, and the environment that loads it into the system's. */
async function startTracing(): Promise<Record<string, string>> {
  if (!traceDir) return {};
  await rm(traceDir, { recursive: true, force: true });
  process.env['BENCH_TRACE_DIR'] = traceDir;
  const recorder = path.join(workspaceRoot, 'tools', 'bench', 'stall-recorder.ts');
  await import(recorder);
  return { BENCH_TRACE_DIR: traceDir, NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import=${recorder}`.trim() };
}

async function printTails(): Promise<void> {
  if (!traceDir) return;
  const pauses = await readPauses(traceDir);
  console.log(`\nTails (--trace; pauses of every process in ${path.relative(workspaceRoot, traceDir)}):`);
  for (const scenario of traced) console.log(tailReport(scenario, pauses));
}

/** The ticket-check bench on a system started here (it writes a million lines into its database for a while). */
async function runTicketCheck(system: BenchSystem): Promise<TicketCheckFigures | undefined> {
  const databaseUrl = systemDatabaseUrl();
  if (!system.startedHere || !databaseUrl) {
    console.log('\nThe system was already running (or its database is unknown): skipping the ticket-check bench.');
    return undefined;
  }
  const figures = await benchTicketCheck({ databaseUrl, natsUrl: system.natsUrl });
  printTicketCheck(figures);
  return figures;
}

async function main(): Promise<void> {
  const tracing = await startTracing();
  // identity's per-IP sign-in limit would refuse a load generator on one address after 30 requests.
  const system = await benchSystem('bench', { RATE_LIMIT_SIGN_IN: '1000000', RATE_LIMIT_SIGNUP: '1000', ...tracing });
  if (traceDir && !system.startedHere) console.log('--trace: the system was already running; only the load generator records its pauses.');
  const { baseUrl } = system;
  try {
    const scenarios: Scenario[] = [
      { name: 'games', method: 'GET', path: '/api/games', seconds },
      { name: 'generate random', method: 'POST', path: '/api/generate', body: generateBody('random'), seconds },
      // The same fixed rate on a route the gateway answers from memory: the floor this machine and
      // load generator put under any p99, with no NATS hop.
      { name: 'games @2000/s', method: 'GET', path: '/api/games', seconds, rate: 2000 },
      { name: 'generate @2000/s', method: 'POST', path: '/api/generate', body: generateBody('random'), seconds, rate: 2000, p99BudgetMs: 15 },
      ...METHOD_IDS.map(
        (method): Scenario => ({ name: `method ${method}`, method: 'POST', path: '/api/generate', body: generateBody(method), seconds: methodSeconds }),
      ),
    ];
    if (await answers(`${baseUrl}/api/draws?game=powerball&limit=100`)) {
      scenarios.push(
        { name: 'draws 100 rows', method: 'GET', path: '/api/draws?game=powerball&limit=100', seconds },
        { name: 'draws @1000/s', method: 'GET', path: '/api/draws?game=powerball&limit=100', seconds, rate: 1000, p99BudgetMs: 20 },
        // The ticket checker over the longest history (Lotto 6aus49, about 5,000 draws since 1955): issue 9 asks under 50 ms.
        { name: 'ticket check', method: 'POST', path: '/api/draws/lotto-6aus49/check', body: TICKET_LINE, seconds },
        { name: 'ticket check @200/s', method: 'POST', path: '/api/draws/lotto-6aus49/check', body: TICKET_LINE, seconds, rate: 200, p99BudgetMs: 50 },
      );
    } else {
      console.log('GET /api/draws does not answer 200: skipping the draws scenarios.');
    }
    // All twelve games, as the home page asks: the jackpots service answers from memory.
    if (await answers(`${baseUrl}/api/jackpots`)) {
      scenarios.push(
        { name: 'jackpots 12 games', method: 'GET', path: '/api/jackpots', seconds },
        { name: 'jackpots @1000/s', method: 'GET', path: '/api/jackpots', seconds, rate: 1000, p99BudgetMs: 10 },
      );
    } else {
      console.log('GET /api/jackpots does not answer 200: skipping the jackpots scenarios.');
    }
    scenarios.push(...(await accountScenarios(baseUrl, system.startedHere)));
    for (const scenario of scenarios) {
      const check = await fetch(`${baseUrl}${scenario.path}`, {
        method: scenario.method,
        headers: requestHeaders(scenario),
        body: scenario.body ? JSON.stringify(scenario.body) : undefined,
      });
      if (!check.ok) throw new Error(`${scenario.name}: ${scenario.method} ${scenario.path} answers ${check.status}: ${await check.text()}`);
    }

    console.log(
      `Full speed: autocannon, ${connections} connections; fixed rate: constant arrival rate, at most ${fixedRateMaxInFlight} in flight. ` +
        `${seconds} s per scenario (${methodSeconds} s per method), on ${os.cpus().length} cores, ` +
        `Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(2)} (the load generator shares these cores)`,
    );
    const results: ScenarioResult[] = [];
    for (const [index, scenario] of scenarios.entries()) {
      if (process.stdout.isTTY) process.stdout.write(`\r\u001b[Krunning ${index + 1}/${scenarios.length}: ${scenario.name}`);
      results.push(await run(system, scenario));
    }
    if (process.stdout.isTTY) process.stdout.write('\r\u001b[K');
    printTable(results);
    printCpu(results);
    const games = results.find((result) => result.name === 'games');
    const generate = results.find((result) => result.name === 'generate random');
    const ratio = games && generate ? generate.requestsPerSecond / games.requestsPerSecond : undefined;
    if (ratio !== undefined) console.log(`\ngenerate/games throughput ratio: ${ratio.toFixed(2)} (generate crosses NATS to the generation service; games is answered by the gateway alone)`);
    await printTails();

    const ticketCheck = await runTicketCheck(system);
    const methodsOutput = await runMethodsBench();
    // On a system of their own, once this one is stopped: the two would share the machine's cores.
    await system.stop();
    const faultPhases: PhaseFigures[] | undefined = scaling.includes('--nats-cluster') ? await benchFaultPhases(scaling) : undefined;
    await mkdir(path.dirname(resultsFile), { recursive: true });
    await writeFile(
      resultsFile,
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, loadAverage1m: os.loadavg()[0] },
          settings: { connections, seconds, methodSeconds, arguments: process.argv.slice(2) },
          results,
          generateToGamesRatio: ratio,
          ...(ticketCheck ? { ticketCheck } : {}),
          ...(faultPhases ? { faultPhases } : {}),
          inProcessMethods: methodsOutput.trim().split('\n').filter(Boolean),
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nresults written to ${path.relative(workspaceRoot, resultsFile)}`);
  } finally {
    await system.stop();
  }
}

await main();
