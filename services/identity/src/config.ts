import { databaseEnvSchema, databaseSchemaEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@pickwise/nest-kit';
import type { z } from 'zod';

export const SERVICE_NAME = 'identity';
export const DEFAULT_PORT = 3004;

export const identityEnvSchema = serviceEnvSchema(DEFAULT_PORT).extend(databaseEnvSchema.shape).extend(databaseSchemaEnvSchema(SERVICE_NAME).shape);

export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfigOrExit(identityEnvSchema, env);
