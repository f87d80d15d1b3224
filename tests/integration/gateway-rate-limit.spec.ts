// The gateways' per-IP limit counted once across replicas: two SharedRequestCounts, as two gateway
// replicas hold them, on the real NATS's key-value bucket. However a client's requests are spread
// over the two, together they grant exactly the limit in a window, then refuse; another client
// keeps its own count. (tests/scale-out runs two real gateways behind the balancer.)
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';
import { SharedRequestCounts } from '../../services/gateway/src/security/shared-request-counts.js';
import { NATS_URL, waitForNats } from '../support/infrastructure.js';

const LIMIT = 40;
const WINDOW_MS = 3_600_000; // no window ends in the middle of a test
let connection: NatsConnection;

beforeAll(async () => {
  await waitForNats();
  connection = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await connection?.close();
});

const replica = (errors: unknown[] = []) =>
  new SharedRequestCounts({ limit: LIMIT, windowMs: WINDOW_MS, replicas: 1, connection: async () => connection, onStoreError: (error) => errors.push(error) });
const client = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;

describe('SharedRequestCounts on NATS key-value', () => {
  it('grants the limit once across two replicas when requests alternate between them, then refuses on both', async () => {
    const errors: unknown[] = [];
    const [first, second] = [replica(errors), replica(errors)];
    const visitor = client();
    const outcomes = [];
    for (let request = 0; request < LIMIT + 10; request++) outcomes.push(await (request % 2 === 0 ? first : second).count(visitor));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(LIMIT);
    expect(outcomes.slice(LIMIT + 2).every((outcome) => !outcome.allowed)).toBe(true);
    const refused = outcomes.at(-1);
    expect(refused).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    expect(errors).toEqual([]);
  });

  it('grants exactly the limit when both replicas take a burst at once', async () => {
    const [first, second] = [replica(), replica()];
    const visitor = client();
    const outcomes = await Promise.all(Array.from({ length: 3 * LIMIT }, (_, request) => (request % 2 === 0 ? first : second).count(visitor)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(LIMIT);
  });

  it('keeps each client its own count', async () => {
    const [first, second] = [replica(), replica()];
    const busy = client();
    for (let request = 0; request < LIMIT + 5; request++) await first.count(busy);
    expect(await second.count(busy)).toMatchObject({ allowed: false });
    expect(await second.count(client())).toEqual({ allowed: true });
  });

  it('asks the bucket about once per eighth of what is left, not once per request', async () => {
    const counts = replica();
    const visitor = client();
    let writes = 0;
    const bucketSubscription = connection.subscribe('$KV.gateway_request_counts.>', {
      callback: () => {
        writes += 1;
      },
    });
    await connection.flush();
    for (let request = 0; request < 10; request++) expect(await counts.count(visitor)).toEqual({ allowed: true });
    await connection.flush();
    bucketSubscription.unsubscribe();
    expect(writes).toBe(2); // 5 of 40, then 5 of the 35 left
  });
});
