import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { GAMES } from '@pickwise/lottery';
import { APP_CONFIG } from '@pickwise/nest-kit';
import type { NotificationsConfig } from '../config.js';
import { Outbox } from '../outbox/outbox.js';
import { dueReminders } from './due-reminders.js';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Draw reminders: once a minute, on every replica, each game whose next draw starts within
 * REMINDER_LEAD_MINUTES gets a message for every player with a reminder rule on it. The occasion
 * is the draw's date, so the sweeps after the first (and the other replicas') add nothing; a rule
 * turned on later in the lead time still gets its reminder at the next sweep.
 */
@Injectable()
export class DrawReminders {
  private readonly logger = new Logger(DrawReminders.name);
  private sweeping = false;

  constructor(
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'REMINDER_LEAD_MINUTES'>,
  ) {}

  @Interval('notifications-draw-reminders', SWEEP_INTERVAL_MS)
  async sweep(now = new Date()): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let added = 0;
    try {
      for (const { game, drawDate, drawAt } of dueReminders(GAMES, now, this.config.REMINDER_LEAD_MINUTES)) {
        const count = await this.outbox
          .enqueue({ kind: 'reminder', game, occasion: drawDate, facts: { drawDate, drawAt: drawAt.toISOString() } })
          .catch((error: unknown) => {
            this.logger.error(`${game} ${drawDate}: reminders not enqueued, the next sweep tries again: ${String(error)}`);
            return 0;
          });
        if (count > 0) this.logger.log(`${game} ${drawDate}: ${count} reminders enqueued`);
        added += count;
      }
      return added;
    } finally {
      this.sweeping = false;
    }
  }
}
