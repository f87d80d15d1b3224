import { Module } from '@nestjs/common';
import { JackpotAlertsModule } from '../jackpot-alerts/jackpot-alerts.module.js';
import { PoolNoticesModule } from '../pool-notices/pool-notices.module.js';
import { RemindersModule } from '../reminders/reminders.module.js';
import { ResultsEventsModule } from '../results-events/results-events.module.js';

/** Delivery as a whole: what enqueues messages (results events, jackpot changes, reminders, pool notices) and, through them, the outbox that sends them. */
@Module({ imports: [ResultsEventsModule, JackpotAlertsModule, RemindersModule, PoolNoticesModule] })
export class DeliveryModule {}
