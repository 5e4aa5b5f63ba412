// npm run typecheck: the three TypeScript programs (the SPA with contract/, tests and benches; the
// service worker; the server), one after the other, none emitting, checked by TypeScript 7, the
// native compiler (the `typescript-7` package). Each keeps what it learnt in
// node_modules/.cache/typescript-7 (--incremental), so a second run checks only what changed
// since; a fresh clone checks everything.
//
// TypeScript 6.0 (the `typescript` package) is the one loaded as a library (by ts-loader, ts-node,
// typescript-eslint and knip) and the server's build compiler (npm run build:server): TypeScript
// 7.0 has no JavaScript API, and its CommonJS output differs in form from 6.0's. Both check the
// same language; why 7 checks: docs/operations.md#figures-behind-choices-in-the-code.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TSC = fileURLToPath(new URL('../node_modules/typescript-7/bin/tsc', import.meta.url));

const PROGRAMS = [
  ['tsconfig.json', 'app'],
  ['src/sw/tsconfig.json', 'sw'],
  ['server/tsconfig.json', 'server'],
];

for (const [project, name] of PROGRAMS) {
  const args = [TSC, '-p', project, '--noEmit', '--incremental'];
  args.push('--tsBuildInfoFile', `node_modules/.cache/typescript-7/${name}.tsbuildinfo`);
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
