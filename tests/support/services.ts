/**
 * Starts the real service modules inside the test process on free ports (PORT=0), configured
 * through the same validated schemas as production, against the real NATS and PostgreSQL.
 */
import type { StartedService } from '@pickwise/nest-kit';
import { loadConfig } from '@pickwise/nest-kit';
import { gatewayConfigSchema } from '../../services/gateway/src/config.js';
import { startGateway } from '../../services/gateway/src/gateway.js';
import { generationConfigSchema } from '../../services/generation/src/config.js';
import { startGeneration } from '../../services/generation/src/generation.js';
import { DATABASE_URL, NATS_URL, dropSchema } from './infrastructure.js';

const baseEnv = () => ({ PORT: '0', HOST: '127.0.0.1', NATS_URL, DATABASE_URL, LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'error' });

export interface RunningService extends StartedService {
  /** http://127.0.0.1:<port> */
  url: string;
}

const withUrl = (service: StartedService): RunningService => ({ ...service, url: `http://127.0.0.1:${service.port}` });

/** generation in the throwaway schema `schema`; `close()` also drops it, after the last log flush. */
export async function startTestGeneration(schema: string, env: Record<string, string> = {}): Promise<RunningService> {
  const config = loadConfig(generationConfigSchema, { ...baseEnv(), DATABASE_SCHEMA: schema, ...env });
  const service = withUrl(await startGeneration(config));
  return {
    ...service,
    close: async () => {
      await service.close();
      await dropSchema(schema);
    },
  };
}

export interface RunningGateway extends RunningService {
  /** http://127.0.0.1:<metrics port>/metrics */
  metricsUrl: string;
}

/** The gateway on free ports (its public one and its metrics one). */
export async function startTestGateway(env: Record<string, string> = {}): Promise<RunningGateway> {
  const config = loadConfig(gatewayConfigSchema, { ...baseEnv(), METRICS_PORT: '0', ...env });
  const gateway = await startGateway(config);
  return { ...withUrl(gateway), metricsUrl: `http://127.0.0.1:${gateway.metricsPort}/metrics` };
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
