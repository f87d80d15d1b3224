import { useCallback, useEffect, useRef, useState } from 'react';
import type { VerifiedWheel, WheelProgress, WheelRequest } from '@pickwise/lottery';
import { WHEEL_WORKER_FILE } from './wheel-worker-file.js';
import type { WheelWorkerMessage, WheelWorkerRequest } from './wheel-worker-protocol.js';

/** rspack's run-time public path of this remote (publicPath 'auto': the folder its scripts were loaded from). */
declare const __webpack_public_path__: string;

export type WheelBuildState =
  | { status: 'idle' }
  | { status: 'building'; request: WheelRequest; progress?: WheelProgress }
  | { status: 'cancelled' }
  | { status: 'built'; wheel: VerifiedWheel; buildMillis: number }
  /** `crashed`: the worker itself failed (it was refused, its script did not load, or it ran out of memory). */
  | { status: 'failed'; reason: 'not-verified' | 'error' | 'crashed'; message: string };

interface RunningWorker {
  worker: Worker;
  /** The blob: URL the worker was started from, when it was (freed with the worker). */
  blobUrl?: string;
}

/**
 * Starts the wheel worker rspack.config.ts builds beside this remote's chunks. A worker's script must come from the page's own
 * origin: when the remote is served from another one (a CDN), the worker starts from a blob: URL whose one line imports the
 * real script (the page's CSP allows `worker-src blob:` and the remote's origin in `script-src` for this).
 */
function startWheelWorker(): RunningWorker {
  const script = new URL(`${WHEEL_WORKER_FILE}.js`, new URL(__webpack_public_path__, document.baseURI));
  if (script.origin === window.location.origin) return { worker: new Worker(script, { name: WHEEL_WORKER_FILE }) };
  const blobUrl = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' }));
  return { worker: new Worker(blobUrl, { name: WHEEL_WORKER_FILE }), blobUrl };
}

function stop(running: RunningWorker | undefined): void {
  if (!running) return;
  running.worker.terminate();
  if (running.blobUrl) URL.revokeObjectURL(running.blobUrl);
}

/**
 * The wheel worker's life for one screen: `build` starts a worker for the request (ending any earlier one), `cancel` ends it,
 * and leaving the screen ends it too. `buildMillis` is the time from posting the request to the verified wheel's arrival.
 */
export function useWheelBuild() {
  const [state, setState] = useState<WheelBuildState>({ status: 'idle' });
  const running = useRef<RunningWorker | undefined>(undefined);

  const end = useCallback(() => {
    stop(running.current);
    running.current = undefined;
  }, []);

  useEffect(() => end, [end]);

  const build = useCallback(
    (request: WheelRequest) => {
      end();
      let current: RunningWorker;
      try {
        current = startWheelWorker();
      } catch (error) {
        // A browser may refuse the worker at once (a CSP without worker-src blob:, an origin it will not load from).
        setState({ status: 'failed', reason: 'crashed', message: error instanceof Error ? error.message : String(error) });
        return;
      }
      running.current = current;
      // A message from a worker already replaced or cancelled is not this build's.
      const isCurrent = () => running.current === current;
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
    [end],
  );

  const cancel = useCallback(() => {
    if (!running.current) return;
    end();
    setState({ status: 'cancelled' });
  }, [end]);

  return { state, build, cancel };
}
