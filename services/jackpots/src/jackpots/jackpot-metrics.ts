import { getOrCreate, metricsRegistry, promClient } from '@pickwise/nest-kit';

export type ReadingOutcome = 'jackpot' | 'none' | 'failed';

const READINGS = 'jackpot_source_readings_total';

const sourceReadings = () =>
  getOrCreate(
    READINGS,
    () =>
      new promClient.Counter({
        name: READINGS,
        help: 'Jackpot refresh readings by source (magayo, lottoland, draws) and outcome: jackpot (a figure), none (answered without one), failed',
        labelNames: ['source', 'outcome'] as const,
        registers: [metricsRegistry],
      }),
  );

export function recordSourceReading(source: string, outcome: ReadingOutcome): void {
  sourceReadings().inc({ source, outcome });
}
