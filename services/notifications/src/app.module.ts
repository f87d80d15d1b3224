import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ServiceModule } from '@pickwise/nest-kit';
import { CalendarsModule } from './calendars/calendars.module.js';
import { SERVICE_NAME, type NotificationsConfig } from './config.js';
import { NotificationsDatabaseModule } from './database/database.module.js';
import { NOTIFICATIONS_ENTITIES } from './database/tables.js';
import { NOTIFICATIONS_MIGRATIONS } from './migrations/index.js';
import { DeliveryModule } from './outbox/delivery.module.js';
import { PersonalDataModule } from './personal-data/personal-data.module.js';
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
  PersonalDataModule,
];

@Module({})
export class AppModule {
  static forRoot(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.notificationsHealth,
          database: { entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS },
          schedule: true,
        }),
        NotificationsDatabaseModule,
        ...CAPABILITIES,
      ],
    };
  }
}
