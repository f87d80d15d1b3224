/** The ticket reader worker's file name (no extension) in the remote's dist: rspack.config.ts builds it, the scan screen starts it. */
export const TICKET_READER_WORKER_FILE = 'ticket-reader-worker';

/**
 * The folder of the reader's engine files in the remote's dist (the OCR engine's worker and core,
 * the English data), each under its content hash: the service worker keeps them for good once read.
 */
export const TICKET_READER_ASSETS_DIR = 'ticket-reader';
