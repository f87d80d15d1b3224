// NatsRequester sends requests over one shared reply subscription and publishes the requests of
// one event-loop turn together: each reply must still reach its own caller, and every way of not
// getting one (silence, nobody subscribed, a reply after the timeout) must end in UNAVAILABLE.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { DomainError } from '@pickwise/contracts';
import { NatsRequester } from '@pickwise/nest-kit';
import net from 'node:net';
import { z } from 'zod';
import { NATS_URL, waitForNats } from '../support/infrastructure.js';

const subjectPrefix = `test.requester.${process.pid}`;
let responder: NatsConnection;
let client: ClientProxy;
let requester: NatsRequester;
const defaultTimeoutMs = 5_000;

/** Answers as a Nest handler would: `{ ok: true, data }` under the packet's id. */
function answer(subject: string, reply: (data: unknown) => unknown, delayMs = 0): void {
  responder.subscribe(subject, {
    callback: (_error, message) => {
      const { id, data } = message.json<{ id: string; data: unknown }>();
      setTimeout(() => message.respond(JSON.stringify({ id, response: { ok: true, data: reply(data) }, isDisposed: true })), delayMs);
    },
  });
}

beforeAll(async () => {
  await waitForNats();
  responder = await connect({ servers: NATS_URL });
  answer(`${subjectPrefix}.double`, (data) => ({ value: (data as { value: number }).value * 2 }));
  answer(`${subjectPrefix}.slow`, () => ({ late: true }), 400);
  // Subscribed but never answering.
  responder.subscribe(`${subjectPrefix}.silent`, { callback: () => undefined });
  await responder.flush();
  client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [NATS_URL] } });
  // A default far above any answer time on a loaded two-core CI machine: the tests that are about
  // the timeout pass their own short one.
  requester = new NatsRequester(client, defaultTimeoutMs);
});

afterAll(async () => {
  await client?.close();
  await responder?.close();
});

const unavailable = (message: string) => expect.objectContaining({ code: 'UNAVAILABLE', message });

it('routes each of 500 concurrent requests to its own caller', async () => {
  const schema = z.object({ value: z.number() });
  const values = Array.from({ length: 500 }, (_, index) => index);
  const replies = await Promise.all(values.map((value) => requester.request(`${subjectPrefix}.double`, { value }, { schema })));
  expect(replies.map((reply) => reply.value)).toEqual(values.map((value) => value * 2));
});

it('gives UNAVAILABLE at once when nobody subscribes to the subject', async () => {
  // "At once", without a clock: with a ten-minute timeout, a request that waited for it would hang the test.
  await expect(requester.request(`${subjectPrefix}.nobody`, {}, { timeoutMs: 600_000 })).rejects.toEqual(unavailable('The test service is unavailable'));
});

it('gives UNAVAILABLE after the timeout when the responder is silent', async () => {
  await expect(requester.request(`${subjectPrefix}.silent`, {}, { timeoutMs: 100 })).rejects.toEqual(unavailable('The test service did not answer in time'));
});

it('ignores a reply that comes after its timeout and keeps serving the next requests', async () => {
  await expect(requester.request(`${subjectPrefix}.slow`, {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(DomainError);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await expect(requester.request(`${subjectPrefix}.double`, { value: 21 })).resolves.toEqual({ value: 42 });
});

it('refuses a reply whose data breaks the schema as INTERNAL', async () => {
  await expect(requester.request(`${subjectPrefix}.double`, { value: 1 }, { schema: z.object({ value: z.string() }) })).rejects.toEqual(
    expect.objectContaining({ code: 'INTERNAL' }),
  );
});

/**
 * A TCP relay in front of the NATS server: `cut()` drops the connections through it and refuses new
 * ones, as a NATS node that dies does to its clients, until `restore()`. The responder, connected
 * straight to the server, keeps its subscription all along, as the replicas on the other nodes do.
 */
class NatsRelay {
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((socket) => this.relay(socket));
  private down = false;

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `nats://127.0.0.1:${(this.server.address() as net.AddressInfo).port}`;
  }

  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(socket: net.Socket): void {
    if (this.down) return void socket.destroy();
    const target = new URL(NATS_URL.split(',')[0] as string);
    const upstream = net.connect(Number(target.port || 4222), target.hostname);
    for (const [from, to] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}

it('sends a request made while its connection is between servers once it has reconnected, instead of failing it', async () => {
  const relay = new NatsRelay();
  const relayed = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [await relay.listen()], maxReconnectAttempts: -1, reconnectTimeWait: 50 } });
  try {
    const viaRelay = new NatsRequester(relayed, defaultTimeoutMs);
    await expect(viaRelay.request(`${subjectPrefix}.double`, { value: 1 })).resolves.toEqual({ value: 2 });
    const statuses = ((await relayed.connect()) as NatsConnection).status()[Symbol.asyncIterator]();
    relay.cut();
    while ((await statuses.next()).value?.type !== 'disconnect');
    // Nest's client refuses to connect() from here until the reconnect: the request used to fail at once.
    const reply = viaRelay.request(`${subjectPrefix}.double`, { value: 21 });
    relay.restore();
    await expect(reply).resolves.toEqual({ value: 42 });
  } finally {
    await relayed.close();
    await relay.close();
  }
});

it('sends a request again while a service heard from lately has nobody subscribed, as when its replicas are between NATS servers', async () => {
  // A hedge delay far above the pause before the responder subscribes, on a loaded machine.
  const patient = new NatsRequester(client, defaultTimeoutMs, 2_000);
  await patient.request(`${subjectPrefix}.double`, { value: 1 });
  // A replica of the `test` service says it is alive; the reply that follows it comes after it.
  responder.publish('_pw.replicas.test', JSON.stringify({ id: `test-${process.pid}`, service: 'test', alive: true }));
  await patient.request(`${subjectPrefix}.double`, { value: 1 });
  const reply = patient.request(`${subjectPrefix}.moved`, { value: 5 });
  // The replica's subscriptions come back a moment later, on another server: before, the request
  // was UNAVAILABLE as soon as nobody was found subscribed.
  await new Promise((resolve) => setTimeout(resolve, 50));
  answer(`${subjectPrefix}.moved`, (data) => data);
  await expect(reply).resolves.toEqual({ value: 5 });
});
