import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module.js';
import { DrawReminders } from './draw-reminders.js';

/** Draw reminders: a sweep every minute. */
@Module({ imports: [OutboxModule], providers: [DrawReminders] })
export class RemindersModule {}
