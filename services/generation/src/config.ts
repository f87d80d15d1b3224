import { RETENTION_DAYS } from '@pickwise/contracts';
import { databaseEnvSchema, databaseSchemaEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import { z } from 'zod';

export const SERVICE_NAME = 'generation';
export const DEFAULT_PORT = 3001;

export const generationEnvSchema = serviceEnvSchema(DEFAULT_PORT)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema(SERVICE_NAME).shape)
  .extend({
    /** How long a generate request waits for `draws.stats` when a game's statistics are not cached yet. */
    STATS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
    /** After a failed `draws.stats` call, requests use the no-stats fallback for this long before asking again. */
    STATS_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** Generation log entries are written in batches at most this often. */
    GENERATION_LOG_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    /** Generation log entries older than this many days are deleted (daily, claimed by one replica); the stated period by default. */
    GENERATION_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(RETENTION_DAYS.generationLogs),
  });

export type GenerationConfig = z.output<typeof generationEnvSchema>;

export const loadGenerationConfig = (env: NodeJS.ProcessEnv = process.env): GenerationConfig => loadConfigOrExit(generationEnvSchema, env);
