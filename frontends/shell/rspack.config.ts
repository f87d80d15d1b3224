import { createApplicationStartConfig, createFrontendConfig, createIslandsConfig, createPauseScriptConfig, createServiceWorkerConfig } from '../../tools/rspack/create-frontend-config.ts';

export default [
  createFrontendConfig({
    name: 'shell',
    projectDir: import.meta.dirname,
    host: { entry: './src/index.ts', htmlTemplate: 'index.html', title: 'PickWise – AI-Powered Lottery Number Generator' },
  }),
  createServiceWorkerConfig({ projectDir: import.meta.dirname, entry: './src/offline/service-worker.ts', after: 'shell' }),
  createIslandsConfig({ projectDir: import.meta.dirname, entry: './src/islands/main.ts', after: 'shell' }),
  createApplicationStartConfig({ projectDir: import.meta.dirname, entry: './src/islands/application-start.ts', after: 'shell' }),
  createPauseScriptConfig({ projectDir: import.meta.dirname, entry: './src/pause/pause-script.ts', after: 'shell' }),
];
