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
  private readonly vapidDetails;

  constructor(@Inject(APP_CONFIG) config: Pick<NotificationsConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>) {
    this.vapidDetails = { subject: config.VAPID_SUBJECT, publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }

  async send(target: PushTarget, payload: PushPayload, options: PushOptions): Promise<DeliveryOutcome> {
    let request: webPush.RequestDetails;
    try {
      request = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
        vapidDetails: this.vapidDetails,
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
