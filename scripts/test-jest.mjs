// npm run test:jest: the Jest suites with the server on SQLite (TEST_DATABASE_URL unset; npm run
// test:postgres runs the server's suite on PostgreSQL), as two Jest runs, the server's projects
// first, then the SPA's. One Jest run would run its two runners (the server's light runner, the
// SPA's sandboxed one) one after the other in an order of its own choosing, the SPA's first.
// Under npm test this order packs the two cores best: the server's tests spend most of their
// time waiting on sockets, timers and child processes, so they run beside the CPU-bound type
// checks and lint; the SPA's tests, CPU-bound, run once those are done. Both runs always run;
// the command fails if either does. Arguments go to both runs (a filter may match one alone).
import { spawnSync } from 'node:child_process';

const RUNS = [['server', 'server-pages'], ['web']];

const extra = process.argv.slice(2);
const env = { ...process.env };
delete env.TEST_DATABASE_URL;

let failed = 0;
for (const projects of RUNS) {
  const args = ['jest', '--selectProjects', ...projects, ...extra];
  if (extra.length > 0) args.push('--passWithNoTests');
  const { status } = spawnSync('npx', args, { stdio: 'inherit', env });
  failed ||= status ?? 1;
}
process.exit(failed);
