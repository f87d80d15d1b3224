import { createFrontendConfig, createRemoteWorkerConfig } from '../../tools/rspack/create-frontend-config.ts';
import { TICKET_READER_ASSETS_DIR, TICKET_READER_WORKER_FILE } from './src/ticket-reader/ticket-reader-worker-file.ts';
import { WHEEL_WORKER_FILE } from './src/wheels/wheel-worker-file.ts';

export default [
  createFrontendConfig({
    name: 'public_site',
    projectDir: import.meta.dirname,
    exposes: { './App': './src/App.tsx' },
  }),
  createRemoteWorkerConfig({ projectDir: import.meta.dirname, entry: './src/wheels/wheel.worker.ts', after: 'public_site', file: WHEEL_WORKER_FILE }),
  createRemoteWorkerConfig({
    projectDir: import.meta.dirname,
    entry: './src/ticket-reader/ticket-reader.worker.ts',
    after: 'public_site',
    file: TICKET_READER_WORKER_FILE,
    // Tesseract's worker and cores, and its English data (issue 37): served by this build, never a CDN.
    assets: { test: /(worker\.min\.js|tesseract-core(-simd)?-lstm\.wasm\.js|eng\.traineddata\.gz)$/, dir: TICKET_READER_ASSETS_DIR },
  }),
];
