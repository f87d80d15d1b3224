import { createFrontendConfig } from '../../tools/rspack/create-frontend-config.ts';

export default createFrontendConfig({
  name: 'admin',
  projectDir: import.meta.dirname,
  exposes: { './App': './src/App.tsx' },
});
