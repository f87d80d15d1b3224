import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module.js';
import { PushModule } from '../push/push.module.js';
import { MessageDelivery } from './message-delivery.js';
import { Outbox } from './outbox.js';
import { OutboxRetention } from './outbox-retention.js';
import { OutboxSender } from './outbox-sender.js';
import { Recipients } from './recipients.js';

/** Every message goes through the outbox: enqueued by the events and the reminders, sent by this replica's sender, purged once finished and old (by one replica a day). */
@Module({
  imports: [PushModule, EmailModule],
  providers: [Outbox, OutboxSender, OutboxRetention, MessageDelivery, Recipients],
  exports: [Outbox],
})
export class OutboxModule {}
