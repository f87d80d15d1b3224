/**
 * Where integration tests find the real infrastructure: NATS_URL and DATABASE_URL, which the jest
 * global setup sets from resolveInfrastructure() (env, else local defaults, else testcontainers).
 * Nothing here starts or stops a shared server.
 */
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { connect } from '@nats-io/transport-node';
import { eventually } from './eventually.js';
import { LOCAL_DATABASE_URL, LOCAL_NATS_URL } from './resolve-infrastructure.js';

export const NATS_URL = process.env['NATS_URL'] ?? LOCAL_NATS_URL;
export const DATABASE_URL = process.env['DATABASE_URL'] ?? LOCAL_DATABASE_URL;

/** A schema name no other run uses, so a test's tables never meet a running system's. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_test_${process.pid}_${Date.now().toString(36)}`;
}

/** Drops a throwaway schema, on a connection of its own (the service that used it may be closed). */
export async function dropSchema(schema: string): Promise<void> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: DATABASE_URL, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(`drop schema if exists "${schema}" cascade`);
  } finally {
    await orm.close();
  }
}

/** Resolves once NATS accepts a connection; fails with a message saying where it looked. */
export async function waitForNats(timeoutMs = 60_000): Promise<void> {
  await eventually(
    `a NATS server at ${NATS_URL} (set NATS_URL) to accept a connection`,
    async () => {
      const connection = await connect({ servers: NATS_URL, timeout: 20_000, reconnect: false });
      await connection.close();
      return true;
    },
    { timeoutMs, intervalMs: 100 },
  );
}

/**
 * NATS subjects cannot be isolated per test run, so a started PickWise system on the same server
 * would answer (and receive) part of a test's requests. Fail early and say so instead of flaking.
 */
export async function assertNoResponders(subjects: readonly string[]): Promise<void> {
  const connection = await connect({ servers: NATS_URL });
  try {
    const answered: string[] = [];
    await Promise.all(
      subjects.map(async (subject) => {
        try {
          await connection.request(subject, JSON.stringify({ pattern: subject, data: {}, id: 'probe' }), { timeout: 300 });
          answered.push(subject);
        } catch {
          // No responder or no answer: nothing else is listening.
        }
      }),
    );
    if (answered.length > 0) {
      throw new Error(
        `Something already answers ${answered.join(', ')} on ${NATS_URL} (a started PickWise system?). Stop it, or point NATS_URL at another server, before running these tests.`,
      );
    }
  } finally {
    await connection.close();
  }
}
