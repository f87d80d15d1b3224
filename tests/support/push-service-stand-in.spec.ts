// The push service stand-in against web-push, the library the notifications service sends with: what
// web-push encrypts and signs, the stand-in decrypts and verifies with its own RFC 8291 / 8292 code.
import webpush, { type RequestOptions } from 'web-push';
import { PushServiceStandIn, browserKeysOf, decryptPushMessage, type PushSubscriptionJson } from './push-service-stand-in.js';

const vapidKeys = webpush.generateVAPIDKeys();
const vapidDetails = { subject: 'mailto:alerts@example.com', publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey };

/** The encrypted body as fetch takes it (web-push gives a Buffer). */
const bodyOf = (details: webpush.RequestDetails): Uint8Array<ArrayBuffer> | null => (details.body === null ? null : Uint8Array.from(details.body));

function send(subscription: PushSubscriptionJson, payload: string, options: RequestOptions = {}): Promise<Response> {
  const details = webpush.generateRequestDetails(subscription, payload, { vapidDetails, TTL: 3_600, ...options });
  return fetch(details.endpoint, {
    method: details.method,
    headers: Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)])),
    body: bodyOf(details),
  });
}

describe('push service stand-in', () => {
  const standIn = new PushServiceStandIn();
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());

  it('decrypts what web-push encrypted and records it with the TTL, Topic and Urgency headers', async () => {
    const subscription = standIn.newSubscription();
    const message = { title: 'Ya están los resultados de Powerball', body: '¿Has ganado? Míralo en Mis boletos', url: '/es/tickets', tag: 'results-powerball' };

    const response = await send(subscription, JSON.stringify(message), { topic: 'outbox-42', urgency: 'normal', TTL: 86_400 });
    await standIn.waitFor(1);

    expect(response.status).toBe(201);
    expect(standIn.receivedBy(standIn.subscriptionIdOf(subscription.endpoint))).toEqual([
      { subscriptionId: standIn.subscriptionIdOf(subscription.endpoint), payload: message, headers: { ttl: 86_400, topic: 'outbox-42', urgency: 'normal' } },
    ]);
  });

  it('hands out subscriptions shaped as a browser gives them: a P-256 point and a 16-byte auth secret', () => {
    const subscription = standIn.newSubscription();

    expect(subscription.endpoint.startsWith(`${standIn.url}/push/`)).toBe(true);
    expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
  });

  it('refuses a body encrypted for another auth secret, and records nothing', async () => {
    const subscription = standIn.newSubscription();
    const wrongAuth = { ...subscription, keys: { ...subscription.keys, auth: Buffer.alloc(16, 7).toString('base64url') } };

    const response = await send(wrongAuth, '{"title":"x"}');

    expect(response.status).toBe(400);
    expect(standIn.receivedBy(standIn.subscriptionIdOf(subscription.endpoint))).toEqual([]);
  });

  it('refuses a push without a VAPID token, with one for another audience and with one signed by another key', async () => {
    const subscription = standIn.newSubscription();
    const details = webpush.generateRequestDetails(subscription, '{"title":"x"}', { vapidDetails, TTL: 60 });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    const otherAudience = webpush.getVapidHeaders('https://fcm.googleapis.com', vapidDetails.subject, vapidKeys.publicKey, vapidKeys.privateKey, 'aes128gcm');
    const otherSigner = webpush.generateVAPIDKeys();
    const token = /t=([^,]+)/.exec(headers['Authorization'] ?? '')?.[1];
    const post = (authorization: string | undefined) =>
      fetch(details.endpoint, { method: 'POST', headers: { ...headers, ...(authorization === undefined ? {} : { Authorization: authorization }) }, body: bodyOf(details) }).then((response) => response.status);
    const { Authorization: _withoutAuthorization, ...unsigned } = headers;

    expect(await fetch(details.endpoint, { method: 'POST', headers: unsigned, body: bodyOf(details) }).then((response) => response.status)).toBe(401);
    expect(await post(otherAudience.Authorization)).toBe(401);
    expect(await post(`vapid t=${token}, k=${otherSigner.publicKey}`)).toBe(401);
    expect(standIn.receivedBy(standIn.subscriptionIdOf(subscription.endpoint))).toEqual([]);
  });

  it('refuses with 403 a push signed by a key other than the one the subscription was made for', async () => {
    const subscription = standIn.newSubscription({ applicationServerKey: webpush.generateVAPIDKeys().publicKey });

    expect((await send(subscription, '{"title":"x"}')).status).toBe(403);
  });

  it('refuses a push without TTL or with a topic longer than 32 characters', async () => {
    const subscription = standIn.newSubscription();
    const details = webpush.generateRequestDetails(subscription, '{"title":"x"}', { vapidDetails });
    const { TTL: _withoutTtl, ...headers } = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));

    expect((await fetch(details.endpoint, { method: 'POST', headers, body: bodyOf(details) })).status).toBe(400);
    // web-push itself refuses such a topic, so the header is set past it.
    expect((await fetch(details.endpoint, { method: 'POST', headers: { ...headers, TTL: '60', Topic: 'a'.repeat(33) }, body: bodyOf(details) })).status).toBe(400);
    expect(standIn.receivedBy(standIn.subscriptionIdOf(subscription.endpoint))).toEqual([]);
  });

  it('answers 410 for a subscription told to be gone, 500 and 429 with Retry-After for the next requests', async () => {
    const gone = standIn.newSubscription();
    const subscription = standIn.newSubscription();
    standIn.answerGone(standIn.subscriptionIdOf(gone.endpoint));

    expect((await send(gone, '{"title":"x"}')).status).toBe(410);
    standIn.failNext(1);
    expect((await send(subscription, '{"title":"x"}')).status).toBe(500);
    standIn.throttleNext(1, 30);
    const throttled = await send(subscription, '{"title":"x"}');
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '30']);
    expect((await send(subscription, '{"title":"x"}')).status).toBe(201);
  });

  it('gives other processes subscriptions and the received messages over HTTP', async () => {
    const subscription = (await fetch(`${standIn.url}/stand-in/subscriptions`, { method: 'POST' }).then((response) => response.json())) as PushSubscriptionJson;
    await send(subscription, '{"title":"over HTTP"}');

    const received = (await fetch(`${standIn.url}/stand-in/received`).then((response) => response.json())) as { subscriptionId: string; payload: unknown }[];

    expect(received.filter((message) => message.subscriptionId === standIn.subscriptionIdOf(subscription.endpoint)).map((message) => message.payload)).toEqual([{ title: 'over HTTP' }]);
  });
});

describe('the push message decryption', () => {
  // RFC 8291 §5 and Appendix A: the example message, with the user agent's keys that decrypt it.
  const example = {
    body: 'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    receiverPrivateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
    receiverPublicKey: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
    authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  };
  const receiver = browserKeysOf(Buffer.from(example.receiverPrivateKey, 'base64url'), Buffer.from(example.authSecret, 'base64url'));

  it("decrypts the RFC's example message", () => {
    expect(receiver.publicKey.toString('base64url')).toBe(example.receiverPublicKey);
    expect(decryptPushMessage(Buffer.from(example.body, 'base64url'), receiver).toString('utf8')).toBe('When I grow up, I want to be a watermelon');
  });

  it('refuses a body whose record size says more records follow (RFC 8291 allows one)', () => {
    const body = Buffer.from(example.body, 'base64url');
    body.writeUInt32BE(18, 16);

    expect(() => decryptPushMessage(body, receiver)).toThrow('more than one record');
  });
});

describe('push service stand-in with one key pair for all subscriptions', () => {
  it('still decrypts each message with the shared keys', async () => {
    const standIn = new PushServiceStandIn({ oneKeyPairForAll: true });
    await standIn.start();
    try {
      const [first, second] = [standIn.newSubscription(), standIn.newSubscription()];
      expect(first.keys).toEqual(second.keys);

      await Promise.all([send(first, '{"n":1}'), send(second, '{"n":2}')]);
      await standIn.waitFor(2);

      expect(standIn.received.map((message) => message.payload)).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    } finally {
      await standIn.stop();
    }
  });
});
