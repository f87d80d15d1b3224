import { Global, Module } from '@nestjs/common';
import { NotificationsDatabase } from './notifications-database.js';

/** The schema's tables over pg, for every capability of the service. */
@Global()
@Module({ providers: [NotificationsDatabase], exports: [NotificationsDatabase] })
export class NotificationsDatabaseModule {}
