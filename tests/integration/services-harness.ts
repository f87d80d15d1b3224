/**
 * Starts the draws, jackpots, identity and ingestion services inside the test process, each on a
 * free port and in a throwaway PostgreSQL schema, configured through their own validated env
 * schemas against the real NATS and PostgreSQL. `stop()` drops the schema and closes the service.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { AckPolicy, DeliverPolicy, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { DRAWS_STREAM } from '@pickwise/contracts';
import { NatsRequester, loadConfig, type StartedService } from '@pickwise/nest-kit';
import type { z } from 'zod';
import { drawsEnvSchema } from '../../services/draws/src/config.js';
import { DRAWS_INGESTED_FILTER, ensureDrawsStream } from '@pickwise/nest-kit';
import { startDraws } from '../../services/draws/src/start.js';
import { identityEnvSchema } from '../../services/identity/src/config.js';
import { startIdentity } from '../../services/identity/src/start.js';
import { ingestionEnvSchema } from '../../services/ingestion/src/config.js';
import { startIngestion } from '../../services/ingestion/src/start.js';
import { jackpotsEnvSchema } from '../../services/jackpots/src/config.js';
import { startJackpots } from '../../services/jackpots/src/start.js';
import { DATABASE_URL, NATS_URL, dropSchema, uniqueSchema } from '../support/infrastructure.js';

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
  env: (schema: string) => Promise<Record<string, string>> | Record<string, string>,
  cleanUp: (schema: string) => Promise<void> = async () => {},
): Promise<TestService> {
  const schema = uniqueSchema(name);
  const service = await start(loadConfig(envSchema, testEnv(schema, await env(schema))));
  const em = service.app.get(EntityManager).fork();
  return {
    service,
    schema,
    url: `http://127.0.0.1:${service.port}`,
    em,
    // Closed first, so nothing the service does while it stops (a background refresh's write) meets a dropped schema.
    stop: async () => {
      await service.close();
      await dropSchema(schema);
      await cleanUp(schema);
    },
  };
}

/** The JetStream durable of a test's draws service, named after its schema and deleted when it stops. */
export const testDurable = (schema: string) => `it_${schema}`;

async function withJetStreamManager(use: (manager: JetStreamManager) => Promise<unknown>): Promise<void> {
  const connection = await connect({ servers: NATS_URL });
  try {
    await use(await jetstreamManager(connection));
  } finally {
    await connection.close();
  }
}

/**
 * The service creates a missing durable at the start of the stream, to catch up on every kept batch.
 * A test's durable is created beforehand to start at new messages instead, so it does not replay
 * the batches of earlier runs.
 */
const createTestDurable = (schema: string) =>
  withJetStreamManager(async (manager) => {
    await ensureDrawsStream(manager);
    await manager.consumers.add(DRAWS_STREAM, {
      durable_name: testDurable(schema),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: DRAWS_INGESTED_FILTER,
    });
  });

export async function startTestDraws(): Promise<TestService> {
  return startInThrowawaySchema(
    'draws',
    drawsEnvSchema,
    startDraws,
    async (schema) => {
      await createTestDurable(schema);
      return { DRAWS_CONSUMER: testDurable(schema) };
    },
    (schema) => withJetStreamManager((manager) => manager.consumers.delete(DRAWS_STREAM, testDurable(schema))),
  );
}
/** Nothing listens on port 9 here: a provider URL that is refused at once, so tests never reach a real provider. */
const NO_PROVIDER_URL = 'http://127.0.0.1:9';
/** jackpots, with its providers at `env`'s base URLs (a local stand-in) or nowhere. */
export const startTestJackpots = (env: Record<string, string> = {}) =>
  startInThrowawaySchema('jackpots', jackpotsEnvSchema, startJackpots, () => ({ LOTTOLAND_BASE_URL: NO_PROVIDER_URL, MAGAYO_BASE_URL: NO_PROVIDER_URL, ...env }));
export const startTestIdentity = (env: Record<string, string> = {}) => startInThrowawaySchema('identity', identityEnvSchema, startIdentity, () => env);
export const startTestIngestion = (env: Record<string, string> = {}) => startInThrowawaySchema('ingestion', ingestionEnvSchema, startIngestion, () => env);

/** A caller on NATS as the gateway is one: Nest's NATS client plus nest-kit's typed requester. */
export function natsCaller(): { requester: NatsRequester; close: () => Promise<void> } {
  const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: NATS_URL } });
  return { requester: new NatsRequester(client, 5_000), close: () => client.close() };
}
