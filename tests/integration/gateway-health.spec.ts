// GET /api/health asks every service over NATS; a stopped service is reported down, not waited for.
import { SERVICE_NAMES, SUBJECTS } from '@pickwise/contracts';
import { assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, startTestGeneration, type TestGateway, type TestService } from '../support/services.js';

let gateway: TestGateway;
let generation: TestService | undefined;

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.generationHealth]);
  generation = await startTestGeneration();
  gateway = await startTestGateway({ HEALTH_TIMEOUT_MS: '500' });
});

afterAll(async () => {
  await gateway?.stop();
  await generation?.stop();
});

it('reports every service, generation up while it runs', async () => {
  const { status, body } = await httpJson(`${gateway.url}/api/health`);
  expect(status).toBe(200);
  expect(Object.keys(body.data.services).sort()).toEqual([...SERVICE_NAMES].sort());
  expect(body.data.services.generation).toBe('up');
});

it('reports generation down once it is stopped', async () => {
  await generation!.stop();
  generation = undefined;
  const { status, body } = await httpJson(`${gateway.url}/api/health`);
  expect(status).toBe(200);
  expect(body.data.services.generation).toBe('down');
  expect(body.data.status).toBe('degraded');
});

it('answers generate with 503 while generation is down', async () => {
  const { status, body } = await httpJson(`${gateway.url}/api/generate`, { json: { game: 'powerball' } });
  expect(status).toBe(503);
  expect(body).toEqual({ ok: false, error: expect.stringMatching(/generation service/), code: 'UNAVAILABLE' });
});
