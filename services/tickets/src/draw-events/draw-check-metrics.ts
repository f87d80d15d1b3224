import { getOrCreate, metricsRegistry, promClient } from '@pickwise/nest-kit';

// A new draw's check runs from a few milliseconds (a game few lines cover) to seconds (a million lines).
const CHECK_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60];

const DRAWS_CHECKED = 'tickets_draws_checked_total';
const LINES_CHECKED = 'tickets_lines_checked_total';
const CHECK_DURATION = 'tickets_draw_check_duration_seconds';

const drawsChecked = () =>
  getOrCreate(
    DRAWS_CHECKED,
    () => new promClient.Counter({ name: DRAWS_CHECKED, help: 'Stored draws the saved lines were checked against on draws.upserted, by game', labelNames: ['game'] as const, registers: [metricsRegistry] }),
  );

const linesChecked = () =>
  getOrCreate(
    LINES_CHECKED,
    () => new promClient.Counter({ name: LINES_CHECKED, help: 'Saved lines checked against a changed draw (one per line and draw), by game', labelNames: ['game'] as const, registers: [metricsRegistry] }),
  );

const checkDuration = () =>
  getOrCreate(
    CHECK_DURATION,
    () =>
      new promClient.Histogram({
        name: CHECK_DURATION,
        help: 'Time from taking a draws.upserted event to its results stored (draws read and every covering line checked), by game and outcome (ok, failed)',
        labelNames: ['game', 'outcome'] as const,
        buckets: CHECK_BUCKETS,
        registers: [metricsRegistry],
      }),
  );

/** Starts timing one event's check; the returned function records its outcome and figures. */
export function startDrawCheck(game: string): (outcome: { draws: number; lines: number } | 'failed') => void {
  const stop = checkDuration().startTimer({ game });
  return (outcome) => {
    if (outcome === 'failed') {
      stop({ outcome: 'failed' });
      return;
    }
    stop({ outcome: 'ok' });
    drawsChecked().inc({ game }, outcome.draws);
    linesChecked().inc({ game }, outcome.lines);
  };
}
