/**
 * Jest loads this file through ts-node; `npm run typecheck` checks its types, so the loader only
 * strips them (type-checking it here cost each Jest run seconds of CPU).
 *
 * @jest-config-loader-options {"transpileOnly": true}
 */
import { availableParallelism } from 'node:os';
import type { Config } from 'jest';

/**
 * ESM packages (and ES builds the SPA imports, as redux-persist's) that Babel must transform for
 * Jest's CommonJS module system.
 */
const esmPackages = ['jose', 'swiper', 'ssr-window', 'dom7', 'redux-persist/es'].join('|');

const shared = {
  transform: {
    // .babelrc stops at package boundaries, so ESM packages get their own Babel settings.
    '/node_modules/.+\\.m?js$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [['@babel/preset-env', { targets: { node: 'current' } }]],
      },
    ],
    '\\.[cm]?[jt]sx?$': 'babel-jest',
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
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/contract/**/*.test.ts'],
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
