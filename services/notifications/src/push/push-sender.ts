import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@pickwise/nest-kit';
import webPush from 'web-push';
import type { NotificationsConfig } from '../config.js';
import { retryAfterMs, type DeliveryOutcome } from '../outbox/delivery-outcome.js';

/** A browser's subscription as stored: the push service's endpoint and the browser's RFC 8291 keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the shell's service worker receives (encrypted) and shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushOptions {
  /**
   * RFC 8030 §5.4: the push service replaces a message not yet delivered that carries the same
   * topic, so a message sent again after a crash is shown once. At most 32 base64url characters.
   */
  topic: string;
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
}

/** A VAPID token's lifetime (RFC 8292 §2 allows at most 24 hours; web-push's default is 12). */
const VAPID_TOKEN_LIFETIME_S = 12 * 3_600;
/** A token is replaced this long before it expires, so none reaches a push service about to expire. */
const VAPID_TOKEN_RENEW_BEFORE_S = 3_600;

/** A push service that answers nothing within this time is tried again later. */
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Sends Web Push messages: web-push builds the request (VAPID authorization, RFC 8292; the payload
 * encrypted with aes128gcm for the browser's keys, RFC 8291) and fetch sends it. The endpoint was
 * checked against PUSH_SERVICE_ORIGINS when the browser subscribed; redirects are not followed, so
 * a push service cannot send the request anywhere else.
 */
@Injectable()
export class PushSender {
  /** Each push service's VAPID authorization and when it stops being reused. */
  private readonly authorizations = new Map<string, { header: string; renewAt: number }>();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<NotificationsConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>) {}

  /**
   * The VAPID authorization for a push service (RFC 8292 §2: a JWT whose audience is the service's
   * origin), signed for VAPID_TOKEN_LIFETIME_S and reused until VAPID_TOKEN_RENEW_BEFORE_S before it
   * expires: RFC 8292 allows a token to be reused, and signing one for every message (as web-push
   * does when given the keys) was a third of the sender's CPU in the fan-out bench.
   */
  private authorization(origin: string, now = Date.now()): string {
    const cached = this.authorizations.get(origin);
    if (cached && cached.renewAt > now) return cached.header;
    const expiresAt = Math.floor(now / 1_000) + VAPID_TOKEN_LIFETIME_S;
    const header = webPush.getVapidHeaders(origin, this.config.VAPID_SUBJECT, this.config.VAPID_PUBLIC_KEY, this.config.VAPID_PRIVATE_KEY, 'aes128gcm', expiresAt).Authorization;
    this.authorizations.set(origin, { header, renewAt: (expiresAt - VAPID_TOKEN_RENEW_BEFORE_S) * 1_000 });
    return header;
  }

  async send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<DeliveryOutcome> {
    let request: webPush.RequestDetails;
    try {
      request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        // The authorization is this sender's own (reused): web-push is given no VAPID keys (nor any set globally), so it signs nothing.
        headers: { Authorization: this.authorization(new URL(target.endpoint).origin) },
        TTL: options.ttlSeconds,
        urgency: 'normal',
        topic: options.topic,
      });
    } catch (error) {
      // The VAPID keys, the payload and the options are this service's own and checked; what varies
      // is the browser's stored keys (a p256dh that is no P-256 point, a short auth secret). No message
      // can be built for them, ever: the subscription goes, as for a push service's 404/410.
      return { kind: 'gone', reason: `push message not built for the subscription's keys: ${error instanceof Error ? error.message : String(error)}` };
    }
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        // Copied (at most 4 KB) into a plain ArrayBuffer: a Buffer, whose memory may be shared, is no BodyInit to the DOM typings the tests compile with.
        body: request.body && Uint8Array.from(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { kind: 'retry', reason: `push service unreachable: ${error instanceof Error ? error.message : String(error)}` };
    }
    // The body says nothing the status does not; it is read so the connection is released.
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    return outcomeOf(response.status, response.headers.get('retry-after'), detail);
  }
}

/** RFC 8030 §5 and the push services' documented answers: 201 accepted, 404/410 subscription gone, 429 and 5xx later, any other refusal final. */
function outcomeOf(status: number, retryAfter: string | null, detail: string): DeliveryOutcome {
  const reason = `push service answered ${status}${detail ? `: ${detail}` : ''}`;
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', reason };
  if (status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter, new Date());
    return after === undefined ? { kind: 'retry', reason } : { kind: 'retry', reason, retryAfterMs: after };
  }
  return { kind: 'failed', reason };
}
