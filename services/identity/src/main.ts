import { JsonLogger, bootstrapService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, loadIdentityConfig } from './config.js';

const config = loadIdentityConfig();

await bootstrapService({
  name: SERVICE_NAME,
  module: AppModule.forRoot(config),
  port: config.PORT,
  host: config.HOST,
  natsUrl: config.NATS_URL,
  logger: JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL),
});
