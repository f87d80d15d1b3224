import { JsonLogger, bootstrapService } from '@pickwise/nest-kit';
import { AppModule } from './app.module.js';
import { SERVICE_NAME, loadDrawsConfig } from './config.js';

const config = loadDrawsConfig();
const logger = JsonLogger.create(SERVICE_NAME, config.LOG_LEVEL);

await bootstrapService({
  name: SERVICE_NAME,
  module: AppModule.forRoot(config),
  port: config.PORT,
  host: config.HOST,
  natsUrl: config.NATS_URL,
  logger,
});
