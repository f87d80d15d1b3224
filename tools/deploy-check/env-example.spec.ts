// .env.example lists every variable the services read, no more, no fewer; and the launcher's .env
// loading fills in only what the shell left unset.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import { drawsEnvSchema } from '../../services/draws/src/config.ts';
import { gatewayEnvSchema } from '../../services/gateway/src/config.ts';
import { generationEnvSchema } from '../../services/generation/src/config.ts';
import { identityEnvSchema } from '../../services/identity/src/config.ts';
import { ingestionEnvSchema } from '../../services/ingestion/src/config.ts';
import { jackpotsEnvSchema } from '../../services/jackpots/src/config.ts';
import { notificationsEnvSchema } from '../../services/notifications/src/config.ts';
import { ticketsEnvSchema } from '../../services/tickets/src/config.ts';
import { loadDotEnv, workspaceRoot } from '../start/workspace.ts';

/** The variable names of an env schema (an object schema, possibly wrapped in a transform). */
function variablesOf(schema: z.ZodType): string[] {
  const node = schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodType } };
  if (node.shape) return Object.keys(node.shape);
  if (node.def?.in) return variablesOf(node.def.in);
  throw new Error('not an object schema');
}

it('lists exactly the variables of the eight services', () => {
  const read = new Set([gatewayEnvSchema, generationEnvSchema, drawsEnvSchema, jackpotsEnvSchema, identityEnvSchema, ingestionEnvSchema, ticketsEnvSchema, notificationsEnvSchema].flatMap(variablesOf));
  const listed = [...readFileSync(path.join(workspaceRoot, '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual([...read].sort());
});

it('loads .env without overriding what the shell set', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pickwise-env-'));
  const file = path.join(dir, '.env');
  await writeFile(file, 'PICKWISE_TEST_FROM_FILE=file\nPICKWISE_TEST_FROM_SHELL=file\n');
  process.env['PICKWISE_TEST_FROM_SHELL'] = 'shell';
  try {
    expect(loadDotEnv(file)).toEqual(['PICKWISE_TEST_FROM_FILE']);
    expect(process.env['PICKWISE_TEST_FROM_FILE']).toBe('file');
    expect(process.env['PICKWISE_TEST_FROM_SHELL']).toBe('shell');
  } finally {
    delete process.env['PICKWISE_TEST_FROM_FILE'];
    delete process.env['PICKWISE_TEST_FROM_SHELL'];
    await rm(dir, { recursive: true, force: true });
  }
});
