// SubjectNatsServer answers a handler's value without Nest's observable pipeline: every reply it
// publishes must be the packet Nest's own ServerNats.handleMessage publishes for the same message.
import { ServerNats } from '@nestjs/microservices';
import type { Msg } from '@nats-io/transport-node';
import { of, throwError } from 'rxjs';
import { SubjectNatsServer } from './subject-nats-server.js';

interface FakeMsg {
  msg: Msg;
  /** The reply packets published for it, parsed. */
  replies: unknown[];
}

function fakeMessage(subject: string, packet: object, reply: string | undefined = '_INBOX.test.1'): FakeMsg {
  const replies: unknown[] = [];
  const data = new TextEncoder().encode(JSON.stringify(packet));
  const msg = {
    subject,
    reply,
    data,
    headers: undefined,
    json: () => JSON.parse(new TextDecoder().decode(data)) as unknown,
    respond: (payload: string | Uint8Array) => {
      replies.push(JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload)));
      return true;
    },
  } as unknown as Msg;
  return { msg, replies };
}

/** Replies are published on the next turn of the event loop; Nest's own path adds a nextTick. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

type Handle = (server: SubjectNatsServer, channel: string, msg: Msg) => Promise<unknown>;
const ownPath: Handle = (server, channel, msg) => server.handleMessage(channel, msg);
const nestPath: Handle = (server, channel, msg) => ServerNats.prototype.handleMessage.call(server, channel, msg);

function serverWith(handlers: Record<string, (data: unknown) => unknown>): SubjectNatsServer {
  const server = new SubjectNatsServer({ servers: ['nats://127.0.0.1:1'] });
  for (const [pattern, handler] of Object.entries(handlers)) server.addHandler(pattern, async (data: unknown) => handler(data));
  return server;
}

/** The packets each path publishes for one request to `subject`. */
async function repliesOf(handle: Handle, subject: string, handler?: (data: unknown) => unknown, packet: object = { pattern: subject, data: { n: 2 }, id: '7' }): Promise<unknown[]> {
  const server = serverWith(handler ? { [subject]: handler } : {});
  const { msg, replies } = fakeMessage(subject, packet);
  await handle(server, subject, msg);
  await settled();
  return replies;
}

describe('SubjectNatsServer replies as Nest does', () => {
  const cases: [string, ((data: unknown) => unknown) | undefined][] = [
    ['a value', (data) => ({ ok: true, data })],
    ['undefined', () => undefined],
    ['an observable of one value (what an exception filter returns)', () => of({ ok: false, error: 'Bad', code: 'VALIDATION' })],
    ['an observable that errors', () => throwError(() => new Error('broken'))],
    ['no handler for the subject', undefined],
  ];

  it.each(cases)('for %s', async (_name, handler) => {
    const own = await repliesOf(ownPath, 'test.subject', handler);
    expect(own).toHaveLength(1);
    expect(own).toEqual(await repliesOf(nestPath, 'test.subject', handler));
  });

  it('sends a value as the single packet { response, isDisposed: true, id }', async () => {
    expect(await repliesOf(ownPath, 'test.subject', (data) => ({ ok: true, data }))).toEqual([{ response: { ok: true, data: { n: 2 } }, isDisposed: true, id: '7' }]);
  });

  it('runs an event (no id) through its handler without replying', async () => {
    const seen: unknown[] = [];
    const replies = await repliesOf(ownPath, 'test.event', (data) => void seen.push(data), { pattern: 'test.event', data: { n: 3 } });
    expect(seen).toEqual([{ n: 3 }]);
    expect(replies).toEqual([]);
  });

  it("takes Nest's path when a processing hook is set", async () => {
    const server = serverWith({ 'test.subject': () => 'value' });
    const hooked: string[] = [];
    server.setOnProcessingStartHook((_transport, _context, done) => {
      hooked.push('start');
      return done();
    });
    const { msg, replies } = fakeMessage('test.subject', { pattern: 'test.subject', data: {}, id: '1' });
    await server.handleMessage('test.subject', msg);
    await settled();
    expect(hooked).toEqual(['start']);
    expect(replies).toEqual([{ response: 'value', isDisposed: true, id: '1' }]);
  });
});
