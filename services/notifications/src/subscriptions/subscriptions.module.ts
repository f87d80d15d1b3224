import { Module } from '@nestjs/common';
import { SubscriptionsHandler } from './subscriptions.handler.js';
import { SubscriptionsService } from './subscriptions.service.js';

/** Push devices: add (only to allowed push services), remove, count (the preferences page shows it). */
@Module({ controllers: [SubscriptionsHandler], providers: [SubscriptionsService], exports: [SubscriptionsService] })
export class SubscriptionsModule {}
