import { createFrontendConfig, createRemoteWorkerConfig } from '../../tools/rspack/create-frontend-config.ts';
import { WHEEL_WORKER_FILE } from './src/wheels/wheel-worker-file.ts';

export default [
  createFrontendConfig({
    name: 'public_site',
    projectDir: import.meta.dirname,
    exposes: { './App': './src/App.tsx' },
  }),
  createRemoteWorkerConfig({ projectDir: import.meta.dirname, entry: './src/wheels/wheel.worker.ts', after: 'public_site', file: WHEEL_WORKER_FILE }),
];
