import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { SUBJECTS } from '@pickwise/contracts';
import { ConfigModule, DatabaseModule, HealthModule, MetricsModule, NatsClientModule } from '@pickwise/nest-kit';
import { CalendarsModule } from './calendars/calendars.module.js';
import { SERVICE_NAME, type NotificationsConfig } from './config.js';
import { NotificationsDatabaseModule } from './database/database.module.js';
import { NOTIFICATIONS_ENTITIES } from './database/tables.js';
import { NOTIFICATIONS_MIGRATIONS } from './migrations/index.js';
import { DeliveryModule } from './outbox/delivery.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { UnsubscribeModule } from './unsubscribe/unsubscribe.module.js';
import { VapidModule } from './vapid/vapid.module.js';

/** The capabilities of the service, one module each. */
const CAPABILITIES = [
  VapidModule,
  SubscriptionsModule,
  PreferencesModule,
  UnsubscribeModule,
  CalendarsModule,
  DeliveryModule,
];

@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forService({ schema: config.DATABASE_SCHEMA, entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS, url: config.DATABASE_URL }),
        NatsClientModule.register({ natsUrl: config.NATS_URL, connectionName: SERVICE_NAME, requestTimeoutMs: config.NATS_REQUEST_TIMEOUT_MS, hedgeAfterMs: config.NATS_HEDGE_AFTER_MS }),
        MetricsModule,
        ScheduleModule.forRoot(),
        HealthModule.forService({ service: SERVICE_NAME, natsSubject: SUBJECTS.notificationsHealth }),
        NotificationsDatabaseModule,
        ...CAPABILITIES,
      ],
    };
  }
}
