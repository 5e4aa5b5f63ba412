/**
 * The server of another commit, built for a bench to run next to the current build
 * (`npm run bench:api -- --against <commit>`): a temporary `git worktree` of that commit whose
 * node_modules links to this tree's packages one by one (an `npm ci` takes minutes), built with
 * its own tsconfig. Packages the commit's lock file lists that this tree does not have (say, a
 * plugin since removed) are installed at the commit's versions in a folder beside it and linked
 * in too. `remove()` deletes the worktree.
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OtherBuild {
  /** The commit's short hash. */
  name: string;
  /** Its subject line. */
  subject: string;
  /** The worktree, with `dist/server/main.js` built. */
  root: string;
  remove(): Promise<void>;
}

interface LockFile {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

/** Links every package of `from` (scopes one package at a time) into the folder `to`. */
function linkPackages(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry.startsWith('@')) linkPackages(path.join(from, entry), path.join(to, entry));
    else if (!existsSync(path.join(to, entry)))
      symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/** Installs the commit's runtime packages this tree lacks beside the worktree, and links them. */
async function addMissingPackages(commit: string, root: string, dir: string): Promise<void> {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as LockFile;
  const missing = Object.keys(lock.packages['']?.dependencies ?? {})
    .filter((name) => !existsSync(path.join('node_modules', name)))
    .map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? 'latest'}`);
  if (missing.length === 0) return;
  const extra = path.join(dir, 'extra');
  console.log(`  installing what ${commit} needs and this tree lacks: ${missing.join(' ')}`);
  await run('npm', [
    'install',
    '--prefix',
    extra,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    ...missing,
  ]);
  linkPackages(path.join(extra, 'node_modules'), path.join(root, 'node_modules'));
}

/** Checks out and builds `commit`'s server in a temporary worktree. */
export async function buildCommit(commit: string): Promise<OtherBuild> {
  const { stdout } = await run('git', ['log', '-1', '--format=%h%n%s', commit]);
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-against-'));
  const root = path.join(dir, 'tree');
  const remove = async () => {
    await run('git', ['worktree', 'remove', '--force', root]).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    await run('git', ['worktree', 'prune']);
  };
  try {
    await run('git', ['worktree', 'add', '--detach', root, commit]);
    linkPackages(path.resolve('node_modules'), path.join(root, 'node_modules'));
    await addMissingPackages(commit, root, dir);
    // Type errors against this tree's newer typings do not stop tsc from writing the build. The
    // build's compiler is TypeScript 6.0, as npm run build:server's.
    const tsc = path.resolve('node_modules/typescript/bin/tsc');
    await run(tsc, ['-p', 'server/tsconfig.build.json'], { cwd: root }).catch(() => undefined);
    if (!existsSync(path.join(root, 'dist/server/main.js')))
      throw new Error(`${commit}: the server did not build`);
  } catch (error) {
    await remove();
    throw error;
  }
  const [name = commit, subject = ''] = stdout.trim().split('\n');
  return { name, subject, root, remove };
}
