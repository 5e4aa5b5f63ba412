/**
 * No import circles anywhere in the repository (`npm run lint`): the SPA, the server, contract/,
 * the benches, scripts and tests, type-only imports included (`tsPreCompilationDeps`). The one
 * check of circles: ESLint's import-x/no-cycle skipped type-only imports, and took more than half
 * of the lint's time.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: one of its modules should not know the other.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '^(node_modules|dist|data|coverage|public|test-results|bench/results|server/uploads)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
  },
};
