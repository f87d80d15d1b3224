import { databaseEnvSchema, databaseSchemaEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'ingestion';
export const DEFAULT_PORT = 3005;

export const ingestionEnvSchema = serviceEnvSchema(DEFAULT_PORT).extend(databaseEnvSchema.shape).extend(databaseSchemaEnvSchema(SERVICE_NAME).shape);

export type IngestionConfig = z.output<typeof ingestionEnvSchema>;

export const loadIngestionConfig = (env: NodeJS.ProcessEnv = process.env): IngestionConfig => loadConfigOrExit(ingestionEnvSchema, env);
