// `node services/ingestion/dist/cli/run-ingestion.js <game> [<game> ...]` (`npm run ingest -- <game>`):
// asks the running ingestion service for a run of each game over NATS, one after another. The
// Kubernetes CronJobs run it; its exit code tells them how it went: 0 every run succeeded (or one
// was already in progress elsewhere), 1 a run failed, 2 bad arguments or no ingestion service.
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { DomainError, SUBJECTS, ingestionRunResultSchema } from '@pickwise/contracts';
import { GAME_IDS, findGame } from '@pickwise/lottery';
import { NatsRequester, natsServers } from '@pickwise/nest-kit';
import { z } from 'zod';

const cliEnvSchema = z.object({
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  INGESTION_RUN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(300_000),
});

const games = process.argv.slice(2);
const unknown = games.filter((game) => !findGame(game));
if (games.length === 0 || unknown.length > 0) {
  if (unknown.length > 0) process.stderr.write(`Unknown game id(s): ${unknown.join(', ')}\n`);
  process.stderr.write(`Usage: run-ingestion <game> [<game> ...]\nGames: ${GAME_IDS.join(', ')}\n`);
  process.exit(2);
}

const env = cliEnvSchema.safeParse(process.env);
if (!env.success) {
  process.stderr.write(`Invalid environment: ${env.error.message}\n`);
  process.exit(2);
}

const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: natsServers(env.data.NATS_URL), name: 'ingestion-cli' } });
const requester = new NatsRequester(client, env.data.INGESTION_RUN_TIMEOUT_MS);
let exitCode = 0;
try {
  for (const game of games) {
    try {
      const result = await requester.request(SUBJECTS.ingestionRun, { game }, { schema: ingestionRunResultSchema });
      process.stdout.write(`${game}: ${result.status} in ${result.executionTimeMs} ms: ${result.message}\n`);
      if (result.status !== 'success') exitCode = Math.max(exitCode, 1);
    } catch (error) {
      const conflict = error instanceof DomainError && error.code === 'CONFLICT';
      process.stdout.write(`${game}: ${conflict ? 'skipped' : 'error'}: ${error instanceof Error ? error.message : String(error)}\n`);
      if (!conflict) exitCode = Math.max(exitCode, error instanceof DomainError && error.code === 'UNAVAILABLE' ? 2 : 1);
    }
  }
} finally {
  await client.close();
}
process.exit(exitCode);
