import { z } from 'zod';
import { SCHEMA_NAME_PATTERN } from './schema-name.js';

/**
 * DATABASE_SCHEMA: the schema a service owns, `defaultSchema` unless overridden (tests and preview
 * deployments give each run its own). Combine with nest-kit's databaseEnvSchema for DATABASE_URL.
 */
export const databaseSchemaEnvSchema = (defaultSchema: string) =>
  z.object({
    DATABASE_SCHEMA: z
      .string()
      .regex(SCHEMA_NAME_PATTERN, 'Expected a schema name: lower-case letters, digits and _, starting with a letter (max 63)')
      .default(defaultSchema),
  });
