import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readPauses, tailReport, type Pause } from './tail-report.ts';

const pause = (process: string, at: number, ms: number, extra: Partial<Pause> = {}): Pause => ({ process, at, ms, kind: 'stall', ...extra });

describe('tailReport', () => {
  const scenario = {
    name: 'ticket check @200/s',
    p99Ms: 40,
    // Sent at 1,000, 2,000 and 3,000 ms, each in flight for 50 ms.
    slowRequests: [1_000, 2_000, 3_000].map((sentAt) => ({ sentAt, ms: 50 })),
  };

  it('counts the slow requests that overlapped a pause, by process, with GC and where the main thread was', () => {
    const pauses = [
      pause('draws', 1_010, 36, { kind: 'gc major' }),
      pause('draws', 1_005, 40, { runMs: 30, waitMs: 8 }),
      pause('gateway', 2_040, 20, { runMs: 2, waitMs: 15 }),
      // Ends before the third request is sent: not counted.
      pause('identity', 2_900, 90),
    ];
    expect(tailReport(scenario, pauses)).toBe(
      'ticket check @200/s: 3 requests at or over the p99 (40 ms); 2 overlapped a pause (0 pauses of 3 or more processes at once); by process: ' +
        'draws 1 (GC 36 ms; stalls: main thread on a core 30 ms, waiting for one 8 ms), gateway 1 (GC 0 ms; stalls: main thread on a core 2 ms, waiting for one 15 ms)',
    );
  });

  it('says when three processes paused at once during a slow request', () => {
    const pauses = ['draws', 'gateway', 'jackpots'].map((name) => pause(name, 3_010, 12));
    expect(tailReport(scenario, pauses)).toContain('1 overlapped a pause (1 pauses of 3 or more processes at once)');
  });
});

describe('readPauses', () => {
  it('names each pause by the process of its file, without the pid', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'trace-'));
    await writeFile(path.join(dir, 'load generator-42.jsonl'), `${JSON.stringify({ at: 5, ms: 12, kind: 'gc minor' })}\n`);
    await writeFile(path.join(dir, 'notes.txt'), 'not a trace');
    expect(await readPauses(dir)).toEqual([{ process: 'load generator', at: 5, ms: 12, kind: 'gc minor' }]);
  });
});
