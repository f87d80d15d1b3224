/**
 * A push service on a free local port, a real RFC 8030 peer for the notifications service: it hands
 * out subscriptions as a browser would (the browser's P-256 key pair and auth secret stay here), and
 * accepts `POST /push/<id>` only as a real push service does: a valid VAPID token for its own origin
 * (RFC 8292), a TTL, and an aes128gcm body (RFC 8188) that decrypts with the subscription's keys
 * (RFC 8291). What it decrypts is recorded, so a test reads exactly what a browser would show.
 *
 * The decryption is written here from the RFCs with node:crypto, not with web-push or http_ece: a
 * shared misreading of the RFC on both sides would otherwise pass unnoticed.
 *
 * A test may make it answer as push services do when things go wrong: 404 / 410 for a subscription
 * that is gone, 500 or 429 (with Retry-After) for the next requests, a redirect elsewhere (which a
 * sender must not follow), or no answer at all until the test releases the request (a stalled
 * service).
 *
 * For processes other than the test's (the e2e system's specs), the same server answers
 * `POST /stand-in/subscriptions` (body `{ applicationServerKey? }`) with a new subscription and
 * `GET /stand-in/received` with the messages received so far.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, timingSafeEqual, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errors as joseErrors, jwtVerify } from 'jose';

/** As PushSubscription.toJSON() gives it in a browser. */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export type Urgency = 'very-low' | 'low' | 'normal' | 'high';

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted body, parsed as JSON (the notifications service sends JSON). */
  payload: unknown;
  headers: { ttl: number; topic: string | undefined; urgency: Urgency };
}

export interface NewSubscriptionOptions {
  /**
   * The VAPID public key (base64url) the browser subscribed with (`applicationServerKey`): pushes
   * signed with another key are refused with 403, as RFC 8292 §4.2 has it for restricted subscriptions.
   */
  applicationServerKey?: string;
}

export interface PushServiceStandInOptions {
  /** A fixed port (the e2e system's, which its specs know); a free one when left out. */
  port?: number;
  /**
   * Every subscription gets the same browser key pair and auth secret: a bench's 100,000
   * subscriptions then hold one ECDH object instead of 100,000. Each message is still decrypted.
   */
  oneKeyPairForAll?: boolean;
}

/** The browser's side of a subscription: its P-256 key pair and the auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  /** The uncompressed public point (65 bytes), the p256dh key. */
  publicKey: Buffer;
  authSecret: Buffer;
}

interface Subscription {
  keys: BrowserKeys;
  applicationServerKey: Buffer | undefined;
}

/** What a stalled request gets when the test releases it: handled as any other (`accept`), or refused with a status. */
export type StalledAnswer = 'accept' | 500 | 503;

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

/** RFC 8188 §2.1: salt (16) ‖ rs (uint32) ‖ idlen (uint8) ‖ keyid (idlen). */
const SALT_LENGTH = 16;
const HEADER_FIXED_LENGTH = SALT_LENGTH + 4 + 1;
const UNCOMPRESSED_P256_POINT_LENGTH = 65;
const GCM_TAG_LENGTH = 16;
/** RFC 8030 §7.2 lets a push service refuse larger bodies; 4096 octets is what RFC 8291 §4 asks it to carry. */
const MAX_BODY_LENGTH = 4096;
/** RFC 8292 §2: a token must not expire more than 24 hours after the request. */
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** RFC 8030 §5.4: at most 32 characters of the URL and filename safe base64 alphabet. */
const TOPIC_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const URGENCIES: readonly Urgency[] = ['very-low', 'low', 'normal', 'high'];

export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  /** Every push request that reached the server, answered or refused (a test's count of retries). */
  requestCount = 0;

  private server: Server | undefined;
  private origin = '';
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly goneAnswers = new Map<string, 404 | 410>();
  private failuresLeft: { status: 500 | 429; count: number; retryAfterSeconds: number | undefined } | undefined;
  private readonly waiters = new Set<{ count: number; resolve: () => void }>();
  private stallsLeft = 0;
  private readonly stalled: ((answer: StalledAnswer) => void)[] = [];
  private redirectsLeft: { status: RedirectStatus; count: number } | undefined;
  /** Requests that followed a redirect of this stand-in to its `/stand-in/redirected` target. */
  redirectedRequests = 0;
  private readonly sharedKeys: BrowserKeys | undefined;
  private readonly port: number;

  constructor(options: PushServiceStandInOptions = {}) {
    this.sharedKeys = options.oneKeyPairForAll ? newBrowserKeys() : undefined;
    this.port = options.port ?? 0;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.answer(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** `http://127.0.0.1:<port>`: what PUSH_SERVICE_ORIGINS must allow, and the VAPID `aud`. */
  get url(): string {
    if (!this.origin) throw new Error('The push service stand-in is not started');
    return this.origin;
  }

  /** A browser's new subscription, as pushManager.subscribe() would give it. */
  newSubscription(options: NewSubscriptionOptions = {}): PushSubscriptionJson {
    const id = randomUUID();
    const keys = this.sharedKeys ?? newBrowserKeys();
    const applicationServerKey = options.applicationServerKey === undefined ? undefined : Buffer.from(options.applicationServerKey, 'base64url');
    this.subscriptions.set(id, { keys, applicationServerKey });
    return {
      endpoint: `${this.url}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: keys.publicKey.toString('base64url'), auth: keys.authSecret.toString('base64url') },
    };
  }

  /** The subscription id of an endpoint this stand-in handed out. */
  subscriptionIdOf(endpoint: string): string {
    const id = new URL(endpoint).pathname.replace(/^\/push\//, '');
    if (!this.subscriptions.has(id)) throw new Error(`${endpoint} is no subscription of this stand-in`);
    return id;
  }

  /** Pushes to this subscription are answered `status` from now on (410 Gone: the user unsubscribed). */
  answerGone(subscriptionId: string, status: 404 | 410 = 410): void {
    this.goneAnswers.set(subscriptionId, status);
  }

  /** The next `count` push requests (any subscription) are answered 500. */
  failNext(count: number): void {
    this.failuresLeft = { status: 500, count, retryAfterSeconds: undefined };
  }

  /** The next `count` push requests are answered 429 Too Many Requests with this Retry-After. */
  throttleNext(count: number, retryAfterSeconds: number): void {
    this.failuresLeft = { status: 429, count, retryAfterSeconds };
  }

  /** The next `count` push requests get no answer until released (releaseStalled), as from a push service that hangs. */
  stallNext(count: number): void {
    this.stallsLeft = count;
  }

  /** How many push requests wait for an answer now. */
  get stalledCount(): number {
    return this.stalled.length;
  }

  /** Answers the push request that has waited longest: handled as any other, or refused with `answer`. */
  releaseStalled(answer: StalledAnswer): void {
    const release = this.stalled.shift();
    if (!release) throw new Error('No push request is stalled');
    release(answer);
  }

  /** The next `count` push requests are answered `status` with a Location on this stand-in's `/stand-in/redirected`. */
  redirectNext(count: number, status: RedirectStatus = 307): void {
    this.redirectsLeft = { status, count };
  }

  /** The messages received for one subscription. */
  receivedBy(subscriptionId: string): ReceivedPush[] {
    return this.received.filter((message) => message.subscriptionId === subscriptionId);
  }

  /** Resolves once `count` messages in all have been received; after `timeoutMs` fails saying what came. */
  waitFor(count: number, timeoutMs = 120_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter = {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`Gave up after ${timeoutMs / 1000} s waiting for ${count} pushes at the stand-in; last seen: ${this.received.length} received of ${this.requestCount} push requests`));
      }, timeoutMs);
      // A test that ends without its pushes must not keep the process alive for it.
      timer.unref();
      this.waiters.add(waiter);
    });
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const body = await readBody(request, MAX_BODY_LENGTH + 1);
    if (request.method === 'POST' && url.pathname.startsWith('/push/')) {
      this.requestCount += 1;
      const { status, headers, text } = await this.push(url.pathname.slice('/push/'.length), request, body);
      response.writeHead(status, headers).end(text);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/stand-in/subscriptions') {
      const asked = body.length === 0 ? {} : (JSON.parse(body.toString('utf8')) as { applicationServerKey?: unknown });
      const applicationServerKey = typeof asked.applicationServerKey === 'string' ? asked.applicationServerKey : undefined;
      sendJson(response, 201, this.newSubscription(applicationServerKey === undefined ? {} : { applicationServerKey }));
      return;
    }
    if (url.pathname === '/stand-in/redirected') {
      this.redirectedRequests += 1;
      response.writeHead(201).end();
      return;
    }
    if (request.method === 'GET' && url.pathname === '/stand-in/received') {
      sendJson(response, 200, this.received);
      return;
    }
    response.writeHead(404).end();
  }

  private async push(subscriptionId: string, request: IncomingMessage, body: Buffer): Promise<{ status: number; headers?: Record<string, string>; text?: string }> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return { status: 404, text: 'No such subscription' };
    const gone = this.goneAnswers.get(subscriptionId);
    if (gone) return { status: gone, text: 'The subscription has expired or was unsubscribed' };
    if (this.failuresLeft && this.failuresLeft.count > 0) {
      const { status, retryAfterSeconds } = this.failuresLeft;
      this.failuresLeft.count -= 1;
      return { status, ...(retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(retryAfterSeconds) } }) };
    }
    if (this.redirectsLeft && this.redirectsLeft.count > 0) {
      this.redirectsLeft.count -= 1;
      return { status: this.redirectsLeft.status, headers: { Location: `${this.url}/stand-in/redirected` } };
    }
    if (this.stallsLeft > 0) {
      this.stallsLeft -= 1;
      const answer = await new Promise<StalledAnswer>((resolve) => this.stalled.push(resolve));
      if (answer !== 'accept') return { status: answer, text: 'Service unavailable' };
    }

    const authorization = await this.checkVapid(request.headers.authorization, subscription);
    if (authorization) return authorization;

    const ttl = request.headers['ttl'];
    if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return { status: 400, text: 'TTL header missing or not a number of seconds (RFC 8030 §5.2)' };
    const urgency = request.headers['urgency'] ?? 'normal';
    if (!URGENCIES.includes(urgency as Urgency)) return { status: 400, text: `Urgency "${urgency}" is none of ${URGENCIES.join(', ')} (RFC 8030 §5.3)` };
    const topic = request.headers['topic'];
    if (topic !== undefined && (typeof topic !== 'string' || !TOPIC_PATTERN.test(topic))) return { status: 400, text: 'Topic must be at most 32 base64url characters (RFC 8030 §5.4)' };
    if (body.length > MAX_BODY_LENGTH) return { status: 413, text: `Body over ${MAX_BODY_LENGTH} octets` };
    if (request.headers['content-encoding'] !== 'aes128gcm') return { status: 415, text: 'Content-Encoding must be aes128gcm (RFC 8291)' };

    let plaintext: Buffer;
    try {
      plaintext = decryptPushMessage(body, subscription.keys);
    } catch (error) {
      return { status: 400, text: `Undecryptable body: ${(error as Error).message}` };
    }
    let payload: unknown;
    try {
      payload = JSON.parse(plaintext.toString('utf8'));
    } catch {
      return { status: 400, text: 'The decrypted body is not JSON' };
    }
    this.received.push({ subscriptionId, payload, headers: { ttl: Number(ttl), topic, urgency: urgency as Urgency } });
    for (const waiter of this.waiters) {
      if (this.received.length >= waiter.count) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
    return { status: 201, headers: { Location: `${this.url}/message/${randomUUID()}` } };
  }

  /** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`; undefined when the request may go on. */
  private async checkVapid(header: string | undefined, subscription: Subscription): Promise<{ status: number; text: string } | undefined> {
    const parameters = parseVapidAuthorization(header);
    if (!parameters) return { status: 401, text: 'Authorization must be "vapid t=<JWT>, k=<key>" (RFC 8292 §3)' };
    const senderKey = Buffer.from(parameters.k, 'base64url');
    if (senderKey.length !== UNCOMPRESSED_P256_POINT_LENGTH || senderKey[0] !== 0x04) return { status: 401, text: 'k is no uncompressed P-256 point' };
    if (subscription.applicationServerKey && (subscription.applicationServerKey.length !== senderKey.length || !timingSafeEqual(subscription.applicationServerKey, senderKey))) {
      return { status: 403, text: 'The subscription was made for another application server key (RFC 8292 §4.2)' };
    }
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: senderKey.subarray(1, 33).toString('base64url'), y: senderKey.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    try {
      const { payload } = await jwtVerify(parameters.t, key, { algorithms: ['ES256'], audience: this.url, requiredClaims: ['exp', 'sub'] });
      if (typeof payload.exp !== 'number' || payload.exp > Math.floor(Date.now() / 1000) + MAX_TOKEN_LIFETIME_SECONDS) return { status: 401, text: 'exp more than 24 hours ahead (RFC 8292 §2)' };
      if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) return { status: 401, text: 'sub must be a mailto: or https: URI (RFC 8292 §2.1)' };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return { status: 401, text: `Invalid VAPID token: ${error.message}` };
      throw error;
    }
    return undefined;
  }
}

function newBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return browserKeysOf(ecdh.getPrivateKey(), randomBytes(16));
}

/** A browser's keys from its private key (32 octets) and auth secret (16). */
export function browserKeysOf(privateKey: Buffer, authSecret: Buffer): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { ecdh, publicKey: ecdh.getPublicKey(), authSecret };
}

function parseVapidAuthorization(header: string | undefined): { t: string; k: string } | undefined {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const parameters = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  const t = parameters.get('t');
  const k = parameters.get('k');
  return t && k ? { t, k } : undefined;
}

/**
 * The plaintext of a push message body, as the browser decrypts it. RFC 8291 §4: one aes128gcm record
 * (RFC 8188 §2) whose keyid is the application server's ephemeral public key; §3.3-3.4 for the keys.
 * HKDF with a 16-, 12- or 32-octet output is one HMAC of the expand step, exactly the RFC's
 * PRK_key / IKM / CEK / NONCE formulas.
 */
export function decryptPushMessage(body: Buffer, keys: BrowserKeys): Buffer {
  if (body.length < HEADER_FIXED_LENGTH) throw new Error('shorter than the RFC 8188 header');
  const salt = body.subarray(0, SALT_LENGTH);
  const recordSize = body.readUInt32BE(SALT_LENGTH);
  const keyIdLength = body.readUInt8(SALT_LENGTH + 4);
  if (keyIdLength !== UNCOMPRESSED_P256_POINT_LENGTH) throw new Error(`keyid of ${keyIdLength} octets, not a P-256 public key`);
  const senderPublicKey = body.subarray(HEADER_FIXED_LENGTH, HEADER_FIXED_LENGTH + keyIdLength);
  const record = body.subarray(HEADER_FIXED_LENGTH + keyIdLength);
  // At least the padding delimiter and the tag (an empty message is the delimiter alone).
  if (record.length < 1 + GCM_TAG_LENGTH) throw new Error('no record');
  // RFC 8291 §4: rs greater than the one record, so a receiver never waits for a second one.
  if (record.length >= recordSize) throw new Error(`a record of ${record.length} octets with rs ${recordSize}: more than one record`);

  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const inputKeyingMaterial = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.authSecret, keyInfo, 32));
  const contentEncryptionKey = Buffer.from(hkdfSync('sha256', inputKeyingMaterial, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  // The nonce of the first (and only) record: sequence number 0 XORed in changes nothing.
  const nonce = Buffer.from(hkdfSync('sha256', inputKeyingMaterial, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const decipher = createDecipheriv('aes-128-gcm', contentEncryptionKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - GCM_TAG_LENGTH));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - GCM_TAG_LENGTH)), decipher.final()]);
  // RFC 8188 §2: data, the last record's delimiter 2, then zero octets of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record padding delimiter');
  return padded.subarray(0, end);
}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      // Past the limit the rest is read and dropped, so the 413 answer reaches the sender.
      if (length < limit) chunks.push(chunk);
      length += chunk.length;
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}
