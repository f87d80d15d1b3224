import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { PreferencesHandler } from './preferences.handler.js';
import { PreferencesService } from './preferences.service.js';

/** The rules (kind × game × channel, jackpot thresholds) and the page's view of them. */
@Module({ imports: [SubscriptionsModule], controllers: [PreferencesHandler], providers: [PreferencesService] })
export class PreferencesModule {}
