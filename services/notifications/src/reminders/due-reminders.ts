import { localDrawDate, nextDrawAt, type Game, type GameId } from '@pickwise/lottery';

/** A draw close enough to remind its players of. */
export interface DueReminder {
  game: GameId;
  /** The draw's local date: the reminder's occasion, so each draw is reminded once. */
  drawDate: string;
  drawAt: Date;
}

/** The games' next draws (from their schedules) that start within `leadMinutes` of `now`. */
export function dueReminders(games: readonly Game[], now: Date, leadMinutes: number): DueReminder[] {
  return games.flatMap((game) => {
    const drawAt = nextDrawAt(game, now);
    return drawAt.getTime() - now.getTime() <= leadMinutes * 60_000 ? [{ game: game.id, drawDate: localDrawDate(game, drawAt), drawAt }] : [];
  });
}
