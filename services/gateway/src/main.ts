import 'reflect-metadata';
import { loadConfigOrExit } from '@pickwise/nest-kit';
import { gatewayConfigSchema } from './config.js';
import { startGateway } from './gateway.js';

await startGateway(loadConfigOrExit(gatewayConfigSchema));
