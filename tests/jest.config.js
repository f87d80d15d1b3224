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
  // The integration tests start real services, processes and servers on a 2-core machine: Jest's 5 s
  // default measures the machine's load, not the code. One limit in and out of CI; a global option
  // (a project's own testTimeout is not read).
  testTimeout: 30_000,
  // Integration tests share one PostgreSQL and one NATS: run them one file at a time (see package.json).
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/services/*/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts', '<rootDir>/frontends/*/src/**/*.spec.ts', '<rootDir>/tests/support/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      // One file at a time (they share NATS and PostgreSQL): `npm run test:integration` passes --runInBand.
      testMatch: ['<rootDir>/tests/integration/**/*.spec.ts'],
      // NATS and PostgreSQL from env, else the local defaults, else testcontainers (tests/support/resolve-infrastructure.ts).
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
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
