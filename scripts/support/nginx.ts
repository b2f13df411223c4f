/**
 * nginx in front of a running site, configured with the shipped rules (deploy/nginx/http.conf and
 * deploy/nginx/site.conf, included unchanged) and everything else of its own in a temporary folder:
 * for tests/e2e/nginx.spec.ts and `npm run bench:throughput`. Listens on loopback only. Debian's
 * nginx comes with `npm run test:tools`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './net.ts';

const root = path.resolve(import.meta.dirname, '../..');
const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * nginx on a free loopback port, passing to the site at `siteUrl` (http://127.0.0.1:port) with the
 * shipped rules of the site's server block, or with `serverRules` in their place (a test of the
 * http-level rules alone; they must answer /robots.txt).
 */
export async function startNginx(siteUrl: string, serverRules = `include ${root}/deploy/nginx/site.conf;`): Promise<Nginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: run npm run test:tools`);
  const work = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  mkdirSync(path.join(work, 'cache'));
  const port = await freePort();
  const site = new URL(siteUrl);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${work}/${t};`).join('\n');
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `${process.getuid?.() === 0 ? '# started as root: the workers too, so they can use the private temporary folder\nuser root;\n' : ''}worker_processes auto;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
${temp}
  include ${root}/deploy/nginx/http.conf;
  proxy_cache_path ${work}/cache levels=1:2 keys_zone=site_files:20m max_size=256m inactive=10m use_temp_path=off;
  upstream site { server ${site.hostname}:${site.port}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    ${serverRules}
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/robots.txt`, 30);
  } catch (error) {
    child.kill('SIGTERM');
    const log = existsSync(path.join(work, 'error.log')) ? readFileSync(path.join(work, 'error.log'), 'utf8') : '';
    throw new Error(`nginx did not start: ${stderr}${log}`, { cause: error });
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
