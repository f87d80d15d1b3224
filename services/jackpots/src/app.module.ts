import { Module, type DynamicModule } from '@nestjs/common';
import { SUBJECTS } from '@pickwise/contracts';
import { ServiceModule } from '@pickwise/nest-kit';
import { SERVICE_NAME, type JackpotsConfig } from './config.js';
import { JackpotCache } from './jackpot-cache/jackpot-cache.entity.js';
import { JackpotsModule } from './jackpots/jackpots.module.js';
import { JACKPOTS_MIGRATIONS } from './migrations/index.js';

@Module({})
export class AppModule {
  static forRoot(config: JackpotsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceModule.forService({
          service: SERVICE_NAME,
          config,
          healthSubject: SUBJECTS.jackpotsHealth,
          database: { entities: [JackpotCache], migrations: JACKPOTS_MIGRATIONS },
          schedule: true,
        }),
        JackpotsModule,
      ],
    };
  }
}
