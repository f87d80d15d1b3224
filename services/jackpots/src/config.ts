import { databaseEnvSchema, databaseSchemaEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'jackpots';
export const DEFAULT_PORT = 3003;

export const jackpotsEnvSchema = serviceEnvSchema(DEFAULT_PORT).extend(databaseEnvSchema.shape).extend(databaseSchemaEnvSchema(SERVICE_NAME).shape);

export type JackpotsConfig = z.output<typeof jackpotsEnvSchema>;

export const loadJackpotsConfig = (env: NodeJS.ProcessEnv = process.env): JackpotsConfig => loadConfigOrExit(jackpotsEnvSchema, env);
