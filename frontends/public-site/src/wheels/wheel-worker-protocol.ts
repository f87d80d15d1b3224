import type { VerifiedWheel, WheelProgress, WheelRequest } from '@pickwise/lottery';

/** The page's one message to a wheel worker: the request to build (a worker builds one wheel, then is dropped). */
export interface WheelWorkerRequest {
  request: WheelRequest;
}

/**
 * What a wheel worker posts: progress (at most about ten a second), then the verified wheel or a failure.
 * `not-verified` is the verifier refusing the search's lines (never expected; the wheel is not shown);
 * `error` is anything else thrown.
 */
export type WheelWorkerMessage =
  | { kind: 'progress'; progress: WheelProgress }
  | { kind: 'built'; wheel: VerifiedWheel }
  | { kind: 'failed'; reason: 'not-verified' | 'error'; message: string };
