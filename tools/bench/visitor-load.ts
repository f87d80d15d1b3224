// A steady stream of visitors: a fixed number of requests per second, started on the clock whatever
// the earlier ones are doing (an open model: a slow system does not slow the visitors down), cycling
// through what visitors do most: generate sets, read the jackpots, page through a game's draws, open
// a page. Every request is recorded with when it started, how long it took and how it ended.

export interface VisitorRequest {
  route: 'generate' | 'jackpots' | 'draws' | 'page';
  startedAt: number;
  ms: number;
  /** The HTTP status, or 0 when the request got no answer (connection refused, reset, timeout). */
  status: number;
}

const GAMES = ['powerball', 'euromillions', 'uk-lotto', 'lotto-6aus49'] as const;
const METHODS = ['random', 'balance', 'hotcold'] as const;
const PAGES = ['/', '/es/', '/history/powerball/stats', '/choose-lottery'] as const;
/**
 * A visitor's request that takes this long is a hang, not a slow answer: it is given up (status 0,
 * a failed request). Far above any honest tail: a phase's p99 is a benchmark figure.
 */
export const VISITOR_HANG_MS = 30_000;

export class VisitorLoad {
  readonly requests: VisitorRequest[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;
  private sequence = 0;

  private readonly siteUrl: string;
  private readonly perSecond: number;

  constructor(siteUrl: string, perSecond: number) {
    this.siteUrl = siteUrl;
    this.perSecond = perSecond;
  }

  start(): void {
    this.timer = setInterval(() => this.send(), 1_000 / this.perSecond);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.inFlight);
  }

  /** The requests started in [from, to). */
  between(from: number, to: number): VisitorRequest[] {
    return this.requests.filter((request) => request.startedAt >= from && request.startedAt < to);
  }

  private send(): void {
    const turn = this.sequence++;
    const game = GAMES[turn % GAMES.length] as string;
    const kind = (['generate', 'jackpots', 'draws', 'page', 'generate'] as const)[turn % 5] as VisitorRequest['route'];
    const startedAt = Date.now();
    let request: Promise<Response>;
    const signal = AbortSignal.timeout(VISITOR_HANG_MS);
    if (kind === 'generate') {
      const body = JSON.stringify({ game, method: METHODS[turn % METHODS.length], count: 2 });
      request = fetch(`${this.siteUrl}/api/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal });
    } else if (kind === 'jackpots') request = fetch(`${this.siteUrl}/api/jackpots`, { signal });
    // A different page of the history each time, so the gateway's reply cache does not answer for the draws service.
    else if (kind === 'draws') request = fetch(`${this.siteUrl}/api/draws?game=${game}&limit=10&offset=${(turn * 7) % 300}`, { signal });
    else request = fetch(`${this.siteUrl}${PAGES[turn % PAGES.length]}`, { signal });
    const done = request
      .then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      })
      .catch(() => 0)
      .then((status) => {
        this.requests.push({ route: kind, startedAt, ms: Date.now() - startedAt, status });
      });
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }
}

/** The p-th percentile (0–100) of the durations, nearest rank. */
export function percentile(requests: readonly VisitorRequest[], p: number): number {
  if (requests.length === 0) return 0;
  const sorted = requests.map((request) => request.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

export const failed = (requests: readonly VisitorRequest[]) => requests.filter((request) => request.status < 200 || request.status >= 300);
