import { useCallback, useEffect, useRef } from 'react';

/** rspack's run-time public path of this remote (publicPath 'auto': the folder its scripts were loaded from). */
declare const __webpack_public_path__: string;

export interface RunningWorker {
  worker: Worker;
  /** The blob: URL the worker was started from, when it was (freed with the worker). */
  blobUrl?: string;
}

/**
 * Starts a worker rspack.config.ts builds beside this remote's chunks (`<file>.js`: the wheel builder's, the ticket reader's).
 * A worker's script must come from the page's own origin: when the remote is served from another one (a CDN), the worker starts
 * from a blob: URL whose one line imports the real script (the page's CSP allows `worker-src blob:` and the remote's origin in
 * `script-src` for this).
 */
export function startRemoteWorker(file: string): RunningWorker {
  const script = new URL(`${file}.js`, new URL(__webpack_public_path__, document.baseURI));
  if (script.origin === window.location.origin) return { worker: new Worker(script, { name: file }) };
  const blobUrl = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(script.href)});`], { type: 'text/javascript' }));
  return { worker: new Worker(blobUrl, { name: file }), blobUrl };
}

export function stopRemoteWorker(running: RunningWorker | undefined): void {
  if (!running) return;
  running.worker.terminate();
  if (running.blobUrl) URL.revokeObjectURL(running.blobUrl);
}

/**
 * A screen's slot for one remote worker: `runningRef` holds the worker started in it, `end` stops it,
 * and leaving the screen ends it too.
 */
export function useRemoteWorkerSlot() {
  const runningRef = useRef<RunningWorker | undefined>(undefined);
  const end = useCallback(() => {
    stopRemoteWorker(runningRef.current);
    runningRef.current = undefined;
  }, []);
  useEffect(() => end, [end]);
  return { runningRef, end };
}
