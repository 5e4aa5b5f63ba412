// npm run typecheck: the three TypeScript programs (the SPA with contract/, tests and benches; the
// service worker; the server), one after the other, none emitting. Each keeps what it learnt in
// node_modules/.cache/tsc (--incremental), so a second run checks only what changed since; a
// fresh clone checks everything. Never used for the server's build (npm run build:server), which
// must write every file whatever a cache says.
import { spawnSync } from 'node:child_process';

const PROGRAMS = [
  ['tsconfig.json', 'app'],
  ['src/sw/tsconfig.json', 'sw'],
  ['server/tsconfig.json', 'server'],
];

for (const [project, name] of PROGRAMS) {
  const args = ['tsc', '-p', project, '--noEmit', '--incremental'];
  args.push('--tsBuildInfoFile', `node_modules/.cache/tsc/${name}.tsbuildinfo`);
  const { status } = spawnSync('npx', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
