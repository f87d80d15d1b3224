// The gateway checks every reply it forwards against the contract: a service that breaks it (a bug,
// a half-deployed version) gets its reply refused with an error envelope, never passed to browsers.
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { SUBJECTS } from '@pickwise/contracts';
import { NATS_URL, assertNoResponders, waitForNats } from '../support/infrastructure.js';
import { httpJson, startTestGateway, type TestGateway } from '../support/services.js';

let gateway: TestGateway;
let nats: NatsConnection;
const responders: Subscription[] = [];

/** Answers `subject` as a Nest handler would, with `data` as the reply's data. */
function respond(subject: string, data: unknown): void {
  const subscription = nats.subscribe(subject);
  responders.push(subscription);
  void (async () => {
    for await (const message of subscription) {
      const { id } = message.json<{ id: string }>();
      message.respond(JSON.stringify({ id, response: { ok: true, data }, isDisposed: true }));
    }
  })();
}

beforeAll(async () => {
  await waitForNats();
  await assertNoResponders([SUBJECTS.jackpotsGet, SUBJECTS.drawsList, SUBJECTS.generationGenerate]);
  nats = await connect({ servers: NATS_URL });
  respond(SUBJECTS.jackpotsGet, { powerball: { amount: 'a lot' } });
  respond(SUBJECTS.drawsList, { draws: [{ game: 'powerball', draw_date: '2026-07-11', main: 'one two three' }], total: 1 });
  respond(SUBJECTS.generationGenerate, { game: 'powerball', method: 'psychic', seed: 1, sets: [] });
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
  for (const subscription of responders) subscription.unsubscribe();
  await nats?.close();
});

it.each([
  ['GET', '/api/jackpots', undefined],
  ['GET', '/api/draws?game=powerball', undefined],
  ['POST', '/api/generate', { game: 'powerball' }],
])('refuses a %s %s reply that breaks the contract', async (method, path, json) => {
  const { status, body } = await httpJson(`${gateway.url}${path}`, { method, ...(json ? { json } : {}) });
  // The service's fault, logged by the gateway; the caller learns nothing of the broken data.
  expect(status).toBe(500);
  expect(body).toEqual({ ok: false, error: 'Internal server error', code: 'INTERNAL' });
});
