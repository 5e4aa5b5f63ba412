/**
 * nginx serving a fixed body, as the yardstick for our own prepared replies: the same bytes at the
 * same path, one worker process (our server is one process too), no logging. Uses Debian's nginx
 * (`apt-get install nginx-light`) when it is installed; says so when it is not.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx answering `urlPath` with `body`, or undefined when nginx is not installed. */
export async function startNginx(
  urlPath: string,
  body: Buffer,
  contentType: string,
): Promise<RunningNginx | undefined> {
  if (!NGINX) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  // Started as root, nginx's worker runs as nobody: it must be able to read the body.
  chmodSync(dir, 0o755);
  const port = await freePort();
  writeFileSync(path.join(dir, 'body'), body, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    location = ${urlPath} { default_type ${contentType}; alias ${dir}/body; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${urlPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('nginx did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
