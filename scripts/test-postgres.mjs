// Runs the server suite a second time, on PostgreSQL, when TEST_DATABASE_URL names a server
// (.ci/run starts one). Without it the run is skipped, and says so.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://user:pass@host/db (.ci/run does) to run the server suite on PostgreSQL too.',
  );
  process.exit(0);
}
console.log(`Server suite on PostgreSQL (${new URL(url).host})`);
const result = spawnSync('npx', ['jest', '--selectProjects', 'server', '--runInBand'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
