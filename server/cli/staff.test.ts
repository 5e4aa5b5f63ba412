/**
 * `npm run staff`, run as a real child process with the test store's own settings (its SQLite
 * file, or its PostgreSQL database when TEST_DATABASE_URL is set), while the store serves: the
 * role it gives or takes away holds at the store's very next request.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  client,
  createShopper,
  expectRefusal,
  startTestServer,
  type Call,
  type TestServer,
} from '../test/helpers';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const CLI = path.join(ROOT, 'server', 'cli', 'staff.ts');

let server: TestServer;
let call: Call;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as `npm run staff -- ...` runs it (from the sources, so no build is needed). */
async function staff(...args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: server.config.dataDir,
    ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

const board = (headers: Record<string, string>) =>
  call('GET', '/api/kitchen/orders', undefined, headers);

beforeAll(async () => {
  server = await startTestServer();
  call = client(server.url);
});
afterAll(() => server.close());

test('add, list and remove a staff member; the store follows at its next request', async () => {
  const member = await createShopper(server, 'Meera Chef');
  const other = await createShopper(server, 'Arjun Rider');
  expect((await staff('list')).stdout).toMatch(/^No staff accounts yet/);
  expectRefusal(await board(member.headers), 403, /^Staff only\.$/);

  // Email case does not matter, as at login.
  const added = await staff('add', member.email.toUpperCase());
  expect(added).toEqual({
    code: 0,
    stdout: `${member.email.toUpperCase()} is now staff: they can open the order board at /kitchen.\n`,
    stderr: '',
  });
  // The same token, no new login: the role is read on every request.
  expect((await board(member.headers)).status).toBe(200);
  expect((await staff('add', other.email)).code).toBe(0);

  const listed = await staff('list');
  expect(listed.code).toBe(0);
  expect(listed.stdout.trim().split('\n').sort()).toEqual([member.email, other.email].sort());

  const removed = await staff('remove', member.email);
  expect(removed.code).toBe(0);
  expect(removed.stdout).toMatch(/is no longer staff/);
  expectRefusal(await board(member.headers), 403, /^Staff only\.$/);
  expect((await board(other.headers)).status).toBe(200);
  expect((await staff('list')).stdout).toBe(`${other.email}\n`);
});

test('an unknown email fails with a message and changes nothing', async () => {
  const before = (await staff('list')).stdout;
  for (const command of ['add', 'remove']) {
    const result = await staff(command, 'nobody.here@example.com');
    expect(result.code).not.toBe(0);
    expect(result.stderr).toBe(
      'No account has the email nobody.here@example.com. The person signs up in the shop first.\n',
    );
    expect(result.stdout).toBe('');
  }
  expect((await staff('list')).stdout).toBe(before);
});

test('anything else prints the usage and fails', async () => {
  for (const args of [[], ['promote', 'a@example.com'], ['add'], ['list', 'extra']]) {
    const result = await staff(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^Usage: npm run staff -- add <email> \| remove <email> \| list/);
  }
});

test('a bad setting stops it with the same message as the server', async () => {
  const result = await run(process.execPath, ['--import', 'tsx', CLI, 'list'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATABASE_URL: 'mysql://nope' },
  }).catch((error: { code: number; stderr: string }) => error);
  expect(result).toMatchObject({ code: 2, stderr: expect.stringMatching(/DATABASE_URL must be/) });
});
