import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Balancer {
  url: string;
  close(): Promise<void>;
}

/**
 * The balancer's configuration, as docs/operations.md shows it: round robin over the API nodes, uploads and downloads
 * streamed both ways, and the client's address passed on in X-Forwarded-For. `X-Upstream` names the node that answered,
 * so that a test can see where each request went.
 */
export function nginxConfig(prefix: string, port: number, upstreams: string[]): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    upstream marketplace_api {
${upstreams.map((address) => `        server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
        keepalive 16;
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 0;
        proxy_request_buffering off;
        proxy_buffering off;
        location / {
            proxy_pass http://marketplace_api;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Request-Id $request_id;
            add_header X-Upstream $upstream_addr always;
        }
        location = /metrics { return 404; }
    }
}
`;
}

/** Debian's nginx with a temporary prefix and configuration, in the foreground; resolves once it answers. */
export async function startNginx(port: number, upstreams: string[]): Promise<Balancer> {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: install Debian's nginx package (.ci/run does), or set NGINX_PATH`);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  // Run as root, nginx's workers are `nobody`, who must be able to enter the prefix.
  await chmod(prefix, 0o755);
  const config = path.join(prefix, 'nginx.conf');
  await writeFile(config, nginxConfig(prefix, port, upstreams));
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `nginx to listen on ${url}`,
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output}`);
      return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok ? true : undefined;
    },
    10_000,
  );
  return {
    url,
    async close() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      // CLUSTER_DEBUG=1 shows what nginx saw (failed upstreams, refused requests).
      if (process.env.CLUSTER_DEBUG) console.log(await readFile(path.join(prefix, 'error.log'), 'utf8'));
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
