/**
 * `npm run backup -- <file>`: a consistent copy of the store's SQLite database, taken while the
 * store serves. `npm run restore -- <file>`: puts a backup back, the store stopped; it refuses
 * while the store runs. Both read the same settings as the server (DATA_DIR, README.md#settings);
 * with DATABASE_URL set they point to pg_dump and pg_restore (docs/operations.md#backups).
 */
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { backupDatabase, restoreDatabase, type Outcome } from '../db/backup';

const USAGE = 'Usage: npm run backup -- <file> | npm run restore -- <file>';

async function main(): Promise<Outcome> {
  const [command, file, ...rest] = process.argv.slice(2);
  if (!file || rest.length > 0 || (command !== 'backup' && command !== 'restore'))
    return { lines: [USAGE], code: 2 };
  const config = loadConfigOrExit();
  // npm runs scripts in the project's folder; a relative path means the folder npm was run in.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  return command === 'backup' ? backupDatabase(config, target) : restoreDatabase(config, target);
}

main().then(
  ({ lines, code }) => {
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
