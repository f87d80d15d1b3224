/// <reference lib="webworker" />
/**
 * The wheel builder's worker (built on its own by rspack.config.ts): runs buildVerifiedWheel off the page's thread and posts
 * its progress, the verified wheel or the reason there is none (wheel-worker-protocol.ts).
 */
import { WheelNotVerifiedError, buildVerifiedWheel, type WheelProgress } from '@pickwise/lottery';
import type { WheelWorkerMessage, WheelWorkerRequest } from './wheel-worker-protocol.js';

declare const self: DedicatedWorkerGlobalScope;

/** A screen reader and a progress bar need no more than ten updates a second; the search reports far more often. */
const PROGRESS_INTERVAL_MS = 100;

function post(message: WheelWorkerMessage): void {
  self.postMessage(message);
}

self.onmessage = ({ data }: MessageEvent<WheelWorkerRequest>) => {
  let lastPhase: WheelProgress['phase'] | undefined;
  let lastPostedAt = -Infinity;
  const onProgress = (progress: WheelProgress) => {
    const now = performance.now();
    // A new phase always goes out at once: it changes what the page says.
    if (progress.phase === lastPhase && now - lastPostedAt < PROGRESS_INTERVAL_MS) return;
    lastPhase = progress.phase;
    lastPostedAt = now;
    post({ kind: 'progress', progress });
  };
  try {
    post({ kind: 'built', wheel: buildVerifiedWheel(data.request, { onProgress }) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ kind: 'failed', reason: error instanceof WheelNotVerifiedError ? 'not-verified' : 'error', message });
  }
};
