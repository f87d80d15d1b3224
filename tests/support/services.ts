/**
 * The one harness of the integration tests: starts the real service modules inside the test process,
 * each on a free port and (with a database) in a throwaway PostgreSQL schema, configured through its
 * own validated env schema against the real NATS and PostgreSQL. `stop()` closes a service and drops
 * its schema. Also `httpJson` for requests and `natsCaller` for requests as the gateway sends them.
 */
import { EntityManager } from '@mikro-orm/postgresql';
import { AckPolicy, DeliverPolicy, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { ACCOUNT_ERASURES_STREAM, DRAW_CHANGES_STREAM, DRAWS_INGESTED_WILDCARD, DRAWS_STREAM, DRAWS_STREAM_SETTINGS, JACKPOT_CHANGES_STREAM, POOL_NOTICES_STREAM, TICKET_RESULTS_STREAM } from '@pickwise/contracts';
import { NatsRequester, ensureStream, loadConfig, type StartedService } from '@pickwise/nest-kit';
import { gatewayEnvSchema } from '../../services/gateway/src/config.js';
import { startGateway } from '../../services/gateway/src/start.js';
import { generationEnvSchema } from '../../services/generation/src/config.js';
import { startGeneration } from '../../services/generation/src/start.js';
import type { z } from 'zod';
import { drawsEnvSchema } from '../../services/draws/src/config.js';
import { startDraws } from '../../services/draws/src/start.js';
import { identityEnvSchema } from '../../services/identity/src/config.js';
import { startIdentity } from '../../services/identity/src/start.js';
import { ingestionEnvSchema } from '../../services/ingestion/src/config.js';
import { startIngestion } from '../../services/ingestion/src/start.js';
import { jackpotsEnvSchema } from '../../services/jackpots/src/config.js';
import { startJackpots } from '../../services/jackpots/src/start.js';
import { notificationsEnvSchema } from '../../services/notifications/src/config.js';
import { startNotifications } from '../../services/notifications/src/start.js';
import { ticketsEnvSchema } from '../../services/tickets/src/config.js';
import { startTickets } from '../../services/tickets/src/start.js';
import { TEST_DATA_ENCRYPTION_KEYS } from './data-encryption-keys.js';
import { TEST_UNSUBSCRIBE_SECRET, TEST_VAPID_KEYS } from './notification-keys.js';
import { DATABASE_URL, NATS_URL, dropSchema, uniqueSchema } from './infrastructure.js';

export interface TestService {
  service: StartedService;
  schema: string;
  url: string;
  /** A fork of the service's EntityManager, for direct SQL checks in its schema. */
  em: EntityManager;
  stop(): Promise<void>;
}

/** A service's environment in tests: free port, loopback, the resolved NATS and PostgreSQL, its throwaway schema if it has one. */
const testEnv = (schema: string | undefined, env: Record<string, string>) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  NATS_URL,
  DATABASE_URL,
  ...(schema === undefined ? {} : { DATABASE_SCHEMA: schema }),
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
    await ensureStream(manager, DRAWS_STREAM_SETTINGS, 1);
    await manager.consumers.add(DRAWS_STREAM, {
      durable_name: testDurable(schema),
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.New,
      filter_subject: DRAWS_INGESTED_WILDCARD,
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
/**
 * The durable of a test service's share of account erasures (ERASURES_CONSUMER), named after its
 * schema: two test instances of a service on one NATS would otherwise split each other's messages.
 */
export const testErasuresDurable = (schema: string) => `${testDurable(schema)}_erasures`;
/** Deletes a test service's erasures durable; a stream nobody made has none to delete. */
const deleteTestErasuresDurable = (schema: string) =>
  withJetStreamManager((manager) => manager.consumers.delete(ACCOUNT_ERASURES_STREAM, testErasuresDurable(schema)).catch(() => undefined));

/** identity, with this test process's DATA_ENCRYPTION_KEYS unless `env` names others. */
export const startTestIdentity = (env: Record<string, string> = {}) =>
  startInThrowawaySchema(
    'identity',
    identityEnvSchema,
    startIdentity,
    (schema) => ({ DATA_ENCRYPTION_KEYS: TEST_DATA_ENCRYPTION_KEYS, ERASURES_CONSUMER: testErasuresDurable(schema), ...env }),
    deleteTestErasuresDurable,
  );
export const startTestIngestion = (env: Record<string, string> = {}) => startInThrowawaySchema('ingestion', ingestionEnvSchema, startIngestion, () => env);
/** generation; `stop()` closes it (after its last log flush) and drops its schema. */
export const startTestGeneration = (env: Record<string, string> = {}) => startInThrowawaySchema('generation', generationEnvSchema, startGeneration, () => env);

/** tickets; its saves ask `draws.range` of whichever draws service answers (start one with startTestDraws). */
export const startTestTickets = (env: Record<string, string> = {}) =>
  startInThrowawaySchema(
    'tickets',
    ticketsEnvSchema,
    startTickets,
    (schema) => ({ TICKETS_CONSUMER: testDurable(schema), ERASURES_CONSUMER: testErasuresDurable(schema), ...env }),
    // The service made its durables; left behind, they would keep every later event.
    async (schema) => {
      await withJetStreamManager((manager) => manager.consumers.delete(DRAW_CHANGES_STREAM, testDurable(schema)));
      await deleteTestErasuresDurable(schema);
    },
  );

/**
 * Another replica of a test's tickets service: the same schema and durables, its own port. Close it
 * before `primary.stop()`, which drops the schema and the durables.
 */
export const startTestTicketsReplica = (primary: TestService): Promise<StartedService> =>
  startTickets(loadConfig(ticketsEnvSchema, testEnv(primary.schema, { TICKETS_CONSUMER: testDurable(primary.schema), ERASURES_CONSUMER: testErasuresDurable(primary.schema) })));

/** The notifications service's durables in a test: named after its schema, deleted when it stops. */
export const testNotificationDurables = (schema: string) => ({ results: `${testDurable(schema)}_results`, jackpots: `${testDurable(schema)}_jackpots`, pools: `${testDurable(schema)}_pools` });

/**
 * notifications, with this test process's VAPID keys and unsubscribe secret; `env` adds e.g. a
 * local push-service stand-in's origin to PUSH_SERVICE_ORIGINS, or SMTP_URL.
 */
export const startTestNotifications = (env: Record<string, string> = {}) =>
  startInThrowawaySchema(
    'notifications',
    notificationsEnvSchema,
    startNotifications,
    (schema) => notificationsTestEnv(schema, env),
    // Durables left behind would keep every later event; a stream the service never made has none to delete.
    (schema) =>
      withJetStreamManager(async (manager) => {
        const durables = testNotificationDurables(schema);
        await manager.consumers.delete(TICKET_RESULTS_STREAM, durables.results).catch(() => undefined);
        await manager.consumers.delete(JACKPOT_CHANGES_STREAM, durables.jackpots).catch(() => undefined);
        await manager.consumers.delete(POOL_NOTICES_STREAM, durables.pools).catch(() => undefined);
        await manager.consumers.delete(ACCOUNT_ERASURES_STREAM, testErasuresDurable(schema)).catch(() => undefined);
      }),
  );

const notificationsTestEnv = (schema: string, env: Record<string, string>) => ({
  VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
  VAPID_SUBJECT: 'mailto:alerts@pickwise.test',
  UNSUBSCRIBE_SECRET: TEST_UNSUBSCRIBE_SECRET,
  NOTIFICATIONS_RESULTS_CONSUMER: testNotificationDurables(schema).results,
  NOTIFICATIONS_JACKPOTS_CONSUMER: testNotificationDurables(schema).jackpots,
  NOTIFICATIONS_POOLS_CONSUMER: testNotificationDurables(schema).pools,
  ERASURES_CONSUMER: testErasuresDurable(schema),
  ...env,
});

/**
 * Another replica of a test's notifications service: the same schema and durables, its own port
 * and `env`. Close it before `primary.stop()`, which drops the schema and the durables.
 */
export const startTestNotificationsReplica = (primary: TestService, env: Record<string, string> = {}): Promise<StartedService> =>
  startNotifications(loadConfig(notificationsEnvSchema, testEnv(primary.schema, notificationsTestEnv(primary.schema, env))));

/**
 * A caller on NATS as the gateway is one: Nest's NATS client plus nest-kit's typed requester. Its
 * requests wait up to a minute, a hang's limit on a loaded machine (a test that means a shorter wait
 * passes its own `timeoutMs`).
 */
export function natsCaller(): { requester: NatsRequester; close: () => Promise<void> } {
  const client: ClientProxy = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: NATS_URL } });
  return { requester: new NatsRequester(client, 60_000), close: () => client.close() };
}

export interface TestGateway {
  service: StartedService;
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** http://127.0.0.1:<metrics port>/metrics */
  metricsUrl: string;
  stop(): Promise<void>;
}

/** The gateway (no database) on free ports: its public one and its metrics one. */
export async function startTestGateway(env: Record<string, string> = {}): Promise<TestGateway> {
  const gateway = await startGateway(loadConfig(gatewayEnvSchema, { ...testEnv(undefined, { METRICS_PORT: '0', ...env }) }));
  return {
    service: gateway,
    port: gateway.port,
    url: `http://127.0.0.1:${gateway.port}`,
    metricsUrl: `http://127.0.0.1:${gateway.metricsPort}/metrics`,
    stop: () => gateway.close(),
  };
}

/** A JSON request to a started service; returns the status, headers and parsed body. */
export async function httpJson(url: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    ...(json === undefined ? {} : { body: JSON.stringify(json), method: rest.method ?? 'POST' }),
    headers: { ...(json === undefined ? {} : { 'content-type': 'application/json' }), ...(rest.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // Tests read whatever shape the route answers; a strict type here would only add casts there.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, body: body as any };
}
