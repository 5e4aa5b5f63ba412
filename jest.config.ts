/**
 * Jest loads this file through ts-node; `npm run typecheck` checks its types, so the loader only
 * strips them (type-checking it here cost each Jest run seconds of CPU).
 *
 * @jest-config-loader-options {"transpileOnly": true}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/**
 * ESM packages (and ES builds the SPA imports, as redux-persist's) that must be transformed for
 * Jest's CommonJS module system.
 */
const esmPackages = ['jose', 'swiper', 'ssr-window', 'dom7', 'redux-persist/es'].join('|');

/** swc's settings for one kind of source: its parser, and React's automatic runtime for JSX. */
const swc = (
  parser: { syntax: 'typescript'; tsx: boolean } | { syntax: 'ecmascript'; jsx: boolean },
) => ['@swc/jest', { jsc: { parser, transform: { react: { runtime: 'automatic' } } } }];

const shared = {
  // swc compiles TypeScript, JSX and the ESM packages below to CommonJS for Jest, in native code,
  // so a fresh clone's first run, with no transform cache, is not spent compiling
  // (docs/operations.md#figures-behind-choices-in-the-code).
  transform: {
    '\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '\\.[cm]?ts$': swc({ syntax: 'typescript', tsx: false }),
    '\\.[cm]?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  // The server's tests render pages with the SPA's own renderer (src/prerender.tsx) too.
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/test/style-stub.ts',
    // Its own stub, so a test can tell the neutral category picture from the others.
    '/category-any\\.svg$': '<rootDir>/test/category-any-stub.ts',
    '\\.(svg|png|webp|jpg)$': '<rootDir>/test/file-stub.ts',
  },
};

/** The server's tests that import the SPA's page renderer (src/ssr/prerender.tsx). */
const serverPageTests = [
  'server/web/menu-page.test.ts',
  'server/web/dish-pages.test.ts',
  'server/menu-admin/instances.test.ts',
];

const config: Config = {
  // Generous for a loaded 2-core machine: scrypt, real HTTP and lazy chunks; a stuck test still
  // fails. A global option: Jest ignores it inside a project.
  testTimeout: 30_000,
  // One and a half workers a core: the server's tests spend much of their time waiting on sockets,
  // databases and timers, which another file's work fills. (Jest reads a percentage over 100 as
  // a count of workers, so the figure is worked out here.)
  maxWorkers: Math.ceil(availableParallelism() * 1.5),
  projects: [
    {
      // The server's and the contract's tests run in plain Node worker threads, each loading a
      // module once for all the files it runs (jest-light-runner, with twice the workers on
      // SQLite: test/server-runner.mjs). Jest's own runner would load Fastify, Kysely and the
      // whole server again for every file, in a sandbox of its own
      // (docs/operations.md#figures-behind-choices-in-the-code).
      // These tests mock no module and change no global, so nothing leaks between files. tsx
      // compiles the TypeScript (test/server-runner-setup.mjs); test/server-runner-timeouts.mjs
      // gives each test its time limit.
      displayName: 'server',
      runner: '<rootDir>/test/server-runner.mjs',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/contract/**/*.test.ts',
        ...serverPageTests.map((file) => `!**/${file}`),
      ],
      setupFiles: ['<rootDir>/test/server-runner-setup.mjs'],
      setupFilesAfterEnv: ['<rootDir>/test/server-runner-timeouts.mjs'],
    },
    {
      // The server's tests that render pages with the SPA's own renderer (src/ssr/prerender.tsx):
      // its stylesheets and pictures need the module mapping of Jest's own runner.
      ...shared,
      displayName: 'server-pages',
      testEnvironment: 'node',
      testMatch: serverPageTests.map((file) => `<rootDir>/${file}`),
    },
    {
      ...shared,
      displayName: 'web',
      testEnvironment: '<rootDir>/test/jsdom-environment.ts',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/setup-web.ts'],
    },
  ],
};

export default config;
