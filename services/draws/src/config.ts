import { fileURLToPath } from 'node:url';
import { databaseEnvSchema, databaseSchemaEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'draws';
export const DEFAULT_PORT = 3002;

/** The shipped history, found beside the service whether it runs from src/ (tests) or dist/. */
export const DEFAULT_HISTORY_DIR = fileURLToPath(new URL('../data/history', import.meta.url));

export const drawsEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend({
    /** Directory of the shipped history CSV files seeded on start. */
    HISTORY_DIR: z.string().min(1).default(DEFAULT_HISTORY_DIR),
    /** Durable JetStream consumer name on the DRAWS stream (replicas share it). */
    DRAWS_CONSUMER: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected letters, digits, _ or -').default('draws'),
  });

export type DrawsConfig = z.output<typeof drawsEnvSchema>;

export const loadDrawsConfig = (env: NodeJS.ProcessEnv = process.env): DrawsConfig => loadConfigOrExit(drawsEnvSchema, env);
