/**
 * Debian's nginx (`apt-get install nginx-light`), when it is installed, in two roles: serving a
 * fixed body, as the yardstick for our own prepared replies (the same bytes at the same path, one
 * worker process as our server is one process, no logging), and as the load balancer in front of
 * several instances (bench/rolling.ts, e2e/balancer.spec.ts). Says so when it is not installed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Whether nginx is installed (the balancer's browser test skips without it). */
export const nginxInstalled = NGINX !== undefined;

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx answering `urlPath` with `body`, or undefined when nginx is not installed; on the CPUs
 * `cpus` names (`taskset -c`) when given.
 */
export async function startNginx(
  urlPath: string,
  body: Buffer,
  contentType: string,
  cpus?: string,
): Promise<RunningNginx | undefined> {
  return runNginx(
    (dir, port) => `
  access_log off;
  server {
    listen 127.0.0.1:${port};
    location = ${urlPath} { default_type ${contentType}; alias ${dir}/body; }
  }`,
    urlPath,
    (dir) => writeFileSync(path.join(dir, 'body'), body, { mode: 0o644 }),
    undefined,
    cpus,
  );
}

/**
 * nginx as the load balancer in front of instances of the store (`upstreams`: host:port each),
 * round robin, with the settings docs/operations.md gives for live streams and deploys; or
 * undefined when nginx is not installed. It listens on `port` when given (so the instances can be
 * told their public address before it starts), else on a free one. Each reply names the instance
 * that gave it in `X-Upstream` (nginx's `$upstream_addr`: 'host:port', or several, comma-separated,
 * when it tried the next).
 */
export async function startBalancer(
  upstreams: string[],
  port?: number,
): Promise<RunningNginx | undefined> {
  return runNginx(
    (_dir, port) => `
  access_log off;
  upstream storefront {
${upstreams.map((one) => `    server ${one} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 8m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_next_upstream error timeout http_502 http_503;
    add_header X-Upstream $upstream_addr always;
    location ~ ^/api/(order|kitchen)/stream$ {
      proxy_pass http://storefront;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
    location / {
      proxy_pass http://storefront;
    }
  }`,
    '/api/health',
    undefined,
    port,
  );
}

/** Writes the config (with `http { ... }` from `httpBlock`), starts nginx, waits for `probe`. */
async function runNginx(
  httpBlock: (dir: string, port: number) => string,
  probe: string,
  prepare: (dir: string) => void = () => {},
  port?: number,
  cpus?: string,
): Promise<RunningNginx | undefined> {
  if (!NGINX) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-nginx-'));
  // Started as root, nginx's worker runs as nobody: it must be able to read the body.
  chmodSync(dir, 0o755);
  port ??= await freePort();
  prepare(dir);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/proxy;${httpBlock(dir, port)}
}
`,
  );
  const command = [NGINX, '-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const [program, ...args] = cpus ? ['taskset', '-c', cpus, ...command] : command;
  const child: ChildProcess = spawn(program!, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) break;
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
