// Jest runs TypeScript through SWC as native ESM (NestJS 12 and MikroORM 7 are ESM-only).
// Workspace libraries are mapped to their sources so unit tests need no prior build.
import { fileURLToPath } from 'node:url';

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'es6' },
  },
];

// Absolute: a relative rootDir inside `projects` resolves against the parent's rootDir, not this file.
const workspaceRoot = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

const shared = {
  rootDir: workspaceRoot,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@pickwise/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^@pickwise/([a-z-]+)/([a-z-]+)$': '<rootDir>/libs/$1/src/$2/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  // A hang's limit, not a speed check: the integration tests start real services, processes and
  // servers on a 2-core machine, and a loaded one can take many times an idle one's seconds. A slow
  // test is found by the ceilings of tools/test/test-reports.ts instead. One limit in and out of CI; a
  // global option (a project's own testTimeout is not read).
  testTimeout: 180_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/services/*/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts', '<rootDir>/frontends/*/src/**/*.spec.ts', '<rootDir>/tests/support/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      // Two files at a time (`npm run test:integration` passes --maxWorkers=2), each worker on a NATS of
      // its own, since subjects cannot be kept apart on one server; PostgreSQL is shared, every test
      // in throwaway schemas (tests/support/worker-nats.ts).
      testMatch: ['<rootDir>/tests/integration/**/*.spec.ts'],
      // NATS and PostgreSQL from env, else the local defaults, else testcontainers (tests/support/resolve-infrastructure.ts).
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      setupFiles: ['<rootDir>/tests/support/use-worker-nats.ts'],
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'scale-out',
      // The scaled-out system under faults (tests/scale-out): its own NATS cluster and processes, a
      // database of its own on the PostgreSQL the integration tests use.
      testMatch: ['<rootDir>/tests/scale-out/**/*.spec.ts'],
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
};
