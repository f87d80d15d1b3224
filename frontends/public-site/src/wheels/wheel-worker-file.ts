/** The wheel worker's file name (no extension) in the remote's dist: rspack.config.ts builds it, use-wheel-build.ts starts it. */
export const WHEEL_WORKER_FILE = 'wheel-worker';
