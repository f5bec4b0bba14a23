import type { Config } from 'jest';

const swcTypeScript = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  // Agenda 6 leaves a timer behind after stop() (a known bug): without this an in-band run waits on it.
  forceExit: true,
  // Two test files at a time on CI's two cores: most of a file's time is waiting (on Postgres, on
  // mail servers, on a worker's lease to run out), and the longest (scale-out, ~5 min of minute-
  // paced bursts) overlaps the rest. Measured on CI's machine: 13.3 min against 22 min in one.
  maxWorkers: 2,
  // Jest reads the test timeout from the top level only: inside a project it is ignored (tests
  // there ran under the default 5 s). Real Postgres, SMTP and IMAP: a journey takes a few seconds
  // when suites share both cores.
  testTimeout: 20_000,
  // Test files run in a worker process that is replaced once it holds more than this after a file:
  // in one process, what each file's servers leave behind piled up until the heap ran out (4 GB
  // after some 170 files) and garbage collection slowed every later file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/__tests__/**/*.test.ts', '<rootDir>/server/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swcTypeScript as never },
      // These packages ship ESM only: let swc turn them into CommonJS for Jest.
      transformIgnorePatterns: ['/node_modules/(?!(agenda|@agendajs|content-disposition|cookie)/)'],
      moduleNameMapper: { '^@outbound/common$': '<rootDir>/common/src/index.ts' },
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swcTypeScript as never },
      moduleNameMapper: {
        '^@outbound/common$': '<rootDir>/common/src/index.ts',
        '\\.(css)$': '<rootDir>/client/src/test/css-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/test/setup.ts'],
    },
  ],
};

export default config;
