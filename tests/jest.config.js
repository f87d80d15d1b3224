// Jest runs TypeScript through SWC as native ESM (NestJS 12 and MikroORM 7 are ESM-only).
// Workspace libraries are mapped to their sources so unit tests need no prior build.
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

const shared = {
  rootDir: '..',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper: {
    '^@pickwise/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/libs/*/src/**/*.spec.ts', '<rootDir>/services/*/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.spec.ts'],
      maxWorkers: 1,
    },
  ],
};
