import { databaseEnvSchema, databaseSchemaEnvSchema, serviceEnvSchema } from '@pickwise/nest-kit';
import { z } from 'zod';

export const generationConfigSchema = serviceEnvSchema(3001)
  .extend(databaseEnvSchema.shape)
  .extend(databaseSchemaEnvSchema('generation').shape)
  .extend({
    /** How long a generate request waits for `draws.stats` when a game's statistics are not cached yet. */
    STATS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
    /** After a failed `draws.stats` call, requests use the no-stats fallback for this long before asking again. */
    STATS_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /** Generation log entries are written in batches at most this often. */
    GENERATION_LOG_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    /** Generation log entries older than this many days are deleted (daily and shortly after start). */
    GENERATION_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  });

export type GenerationConfig = z.output<typeof generationConfigSchema>;
