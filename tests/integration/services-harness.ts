/**
 * Starts the draws, jackpots, identity and ingestion services inside the test process, each on a
 * free port and in a throwaway PostgreSQL schema, configured through their own validated env
 * schemas against the real NATS and PostgreSQL. `stop()` drops the schema and closes the service.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { NatsRequester, loadConfig, type StartedService } from '@pickwise/nest-kit';
import type { z } from 'zod';
import { drawsEnvSchema } from '../../services/draws/src/config.js';
import { startDraws } from '../../services/draws/src/start.js';
import { identityEnvSchema } from '../../services/identity/src/config.js';
import { startIdentity } from '../../services/identity/src/start.js';
import { ingestionEnvSchema } from '../../services/ingestion/src/config.js';
import { startIngestion } from '../../services/ingestion/src/start.js';
import { jackpotsEnvSchema } from '../../services/jackpots/src/config.js';
import { startJackpots } from '../../services/jackpots/src/start.js';
import { DATABASE_URL, NATS_URL, uniqueSchema } from '../support/infrastructure.js';

export interface TestService {
  service: StartedService;
  schema: string;
  url: string;
  /** A fork of the service's EntityManager, for direct SQL checks in its schema. */
  em: EntityManager;
  stop(): Promise<void>;
}

const testEnv = (schema: string, env: Record<string, string>) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  NATS_URL,
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'error',
  ...env,
});

async function startInThrowawaySchema<S extends z.ZodType>(
  name: string,
  envSchema: S,
  start: (config: z.output<S>) => Promise<StartedService>,
  env: Record<string, string>,
): Promise<TestService> {
  const schema = uniqueSchema(name);
  const service = await start(loadConfig(envSchema, testEnv(schema, env)));
  const em = service.app.get(EntityManager).fork();
  return {
    service,
    schema,
    url: `http://127.0.0.1:${service.port}`,
    em,
    stop: async () => {
      await em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
      await service.close();
    },
  };
}

/** The draws service; pass DRAWS_CONSUMER to give its JetStream durable a per-run name. */
export const startTestDraws = (env: Record<string, string> = {}) => startInThrowawaySchema('draws', drawsEnvSchema, startDraws, env);
export const startTestJackpots = () => startInThrowawaySchema('jackpots', jackpotsEnvSchema, startJackpots, {});
export const startTestIdentity = () => startInThrowawaySchema('identity', identityEnvSchema, startIdentity, {});
export const startTestIngestion = () => startInThrowawaySchema('ingestion', ingestionEnvSchema, startIngestion, {});

/** A caller on NATS as the gateway is one: Nest's NATS client plus nest-kit's typed requester. */
export function natsCaller(): { requester: NatsRequester; close: () => Promise<void> } {
  const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: NATS_URL } });
  return { requester: new NatsRequester(client, 5_000), close: () => client.close() };
}
