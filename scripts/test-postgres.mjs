// Runs the server suite a second time, on PostgreSQL, when TEST_DATABASE_URL names a server
// (.ci/run starts one). Without it the run is skipped, and says so. Each test file makes its own
// database, so the files run side by side, as on SQLite; a file that restarts the PostgreSQL
// server (TEST_POSTGRES_RESTART) would cut every other file's connections, so it runs after
// them, alone.
import { spawnSync } from 'node:child_process';

const RESTART_POSTGRES = ['server/streams/instances.test.ts'];

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://user:pass@host/db (.ci/run does) to run the server suite on PostgreSQL too.',
  );
  process.exit(0);
}
console.log(`Server suite on PostgreSQL (${new URL(url).host})`);

/** Jest with `args`; its exit status. */
function jest(args) {
  const result = spawnSync('npx', ['jest', ...args], { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const together = jest([
  '--selectProjects',
  'server',
  'server-pages',
  '--testPathIgnorePatterns',
  ...RESTART_POSTGRES,
]);
const alone = jest([...RESTART_POSTGRES, '--runInBand', '--selectProjects', 'server']);
process.exit(together || alone);
