import { useCallback, useState } from 'react';
import type { VerifiedWheel, WheelProgress, WheelRequest } from '@pickwise/lottery';
import { WHEEL_WORKER_FILE } from './wheel-worker-file.js';
import type { WheelWorkerMessage, WheelWorkerRequest } from './wheel-worker-protocol.js';
import { startRemoteWorker, useRemoteWorkerSlot, type RunningWorker } from '../workers/remote-worker.js';

export type WheelBuildState =
  | { status: 'idle' }
  | { status: 'building'; request: WheelRequest; progress?: WheelProgress }
  | { status: 'cancelled' }
  | { status: 'built'; wheel: VerifiedWheel; buildMillis: number }
  /** `crashed`: the worker itself failed (it was refused, its script did not load, or it ran out of memory). */
  | { status: 'failed'; reason: 'not-verified' | 'error' | 'crashed'; message: string };

/**
 * The wheel worker's life for one screen: `build` starts a worker for the request (ending any earlier one), `cancel` ends it,
 * and leaving the screen ends it too. `buildMillis` is the time from posting the request to the verified wheel's arrival.
 */
export function useWheelBuild() {
  const [state, setState] = useState<WheelBuildState>({ status: 'idle' });
  const { runningRef, end } = useRemoteWorkerSlot();

  const build = useCallback(
    (request: WheelRequest) => {
      end();
      let current: RunningWorker;
      try {
        current = startRemoteWorker(WHEEL_WORKER_FILE);
      } catch (error) {
        // A browser may refuse the worker at once (a CSP without worker-src blob:, an origin it will not load from).
        setState({ status: 'failed', reason: 'crashed', message: error instanceof Error ? error.message : String(error) });
        return;
      }
      runningRef.current = current;
      // A message from a worker already replaced or cancelled is not this build's.
      const isCurrent = () => runningRef.current === current;
      setState({ status: 'building', request });
      let postedAt = 0;
      current.worker.onmessage = ({ data }: MessageEvent<WheelWorkerMessage>) => {
        if (!isCurrent()) return;
        if (data.kind === 'progress') {
          setState({ status: 'building', request, progress: data.progress });
          return;
        }
        end();
        if (data.kind === 'built') setState({ status: 'built', wheel: data.wheel, buildMillis: performance.now() - postedAt });
        else setState({ status: 'failed', reason: data.reason, message: data.message });
      };
      current.worker.onerror = (event) => {
        if (!isCurrent()) return;
        event.preventDefault();
        end();
        setState({ status: 'failed', reason: 'crashed', message: event.message });
      };
      const message: WheelWorkerRequest = { request };
      postedAt = performance.now();
      current.worker.postMessage(message);
    },
    [end, runningRef],
  );

  const cancel = useCallback(() => {
    if (!runningRef.current) return;
    end();
    setState({ status: 'cancelled' });
  }, [end, runningRef]);

  return { state, build, cancel };
}
