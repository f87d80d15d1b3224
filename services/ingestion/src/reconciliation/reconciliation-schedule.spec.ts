import { Logger } from '@nestjs/common';
import type { PendingDraw } from '@pickwise/contracts';
import { loadConfig, type ScheduleTicks } from '@pickwise/nest-kit';
import { ingestionEnvSchema } from '../config.js';
import type { Reconciler } from './reconciler.js';
import { RECONCILIATION_JOB, ReconciliationSchedule } from './reconciliation-schedule.js';

beforeAll(() => Logger.overrideLogger(false));

const PENDING: PendingDraw[] = [{ game: 'eurojackpot', drawDate: '2026-12-01', status: 'provisional', firstSeenAt: '2026-12-03T10:00:00.000Z', providers: ['lottoland'] }];

/** Replicas sharing one claim table (the primary key of schedule_ticks), each with a Reconciler that notes what it did. */
function replicas(count: number, env: Record<string, string> = {}, pending: () => Promise<PendingDraw[]> = async () => PENDING) {
  const claimed = new Set<string>();
  const ticks = { claim: async (job: string, firedAt: Date) => !claimed.has(`${job}@${firedAt.toISOString()}`) && !!claimed.add(`${job}@${firedAt.toISOString()}`) } as unknown as ScheduleTicks;
  const config = loadConfig(ingestionEnvSchema, env);
  return Array.from({ length: count }, () => {
    const done: string[] = [];
    const reconciler = {
      pendingDraws: pending,
      updateGauge: (draws: readonly PendingDraw[]) => void done.push(`gauge of ${draws.length}`),
      reconcile: async (draws: readonly PendingDraw[], at: Date) => {
        done.push(`pass over ${draws.length} at ${at.toISOString()}`);
        return [];
      },
    } as unknown as Reconciler;
    return { schedule: new ReconciliationSchedule(reconciler, ticks, config), done };
  });
}

describe('ReconciliationSchedule', () => {
  it('sets every replica’s gauge, and passes on the one replica that claims the firing', async () => {
    const [first, second] = replicas(2);
    const firedAt = new Date('2026-12-03T12:05:00Z');
    await Promise.all([first!.schedule.onMinute(firedAt), second!.schedule.onMinute(firedAt)]);
    expect([first!.done, second!.done].sort((a, b) => b.length - a.length)).toEqual([['gauge of 1', 'pass over 1 at 2026-12-03T12:05:00.000Z'], ['gauge of 1']]);
    expect(RECONCILIATION_JOB.length).toBeLessThanOrEqual(32);
  });

  it('fires on the minutes the interval divides, and never when it is off', async () => {
    const [every5] = replicas(1);
    for (const minute of [1, 4, 5, 10]) await every5!.schedule.onMinute(new Date(`2026-12-03T12:${String(minute).padStart(2, '0')}:00Z`));
    expect(every5!.done.filter((entry) => entry.startsWith('pass'))).toEqual(['pass over 1 at 2026-12-03T12:05:00.000Z', 'pass over 1 at 2026-12-03T12:10:00.000Z']);

    const [every15] = replicas(1, { RECONCILIATION_INTERVAL_MINUTES: '15' });
    await every15!.schedule.onMinute(new Date('2026-12-03T12:10:00Z'));
    await every15!.schedule.onMinute(new Date('2026-12-03T12:45:00Z'));
    expect(every15!.done).toEqual(['gauge of 1', 'pass over 1 at 2026-12-03T12:45:00.000Z']);

    const [off] = replicas(1, { RECONCILIATION_SCHEDULE: 'off' });
    await off!.schedule.onMinute(new Date('2026-12-03T12:00:00Z'));
    expect(off!.done).toEqual([]);
  });

  it('claims nothing and passes over nothing when the draws service does not answer', async () => {
    const [replica] = replicas(1, {}, async () => {
      throw new Error('no answer from draws.verification.pending');
    });
    await expect(replica!.schedule.onMinute(new Date('2026-12-03T12:05:00Z'))).resolves.toBeUndefined();
    expect(replica!.done).toEqual([]);
  });
});
