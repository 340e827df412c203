/**
 * Debian's nginx as the cluster's load balancer: a configuration written to a folder of its own
 * (pid file, logs and temporary files there too, so it needs no root and touches nothing of the
 * system's nginx), run in the foreground as a child process. docs/deployment.md shows the same
 * proxy settings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const candidates = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary, or undefined when none is installed. */
export function findNginx(): string | undefined {
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : undefined;
}

/**
 * The configuration: round robin over `upstreams`; an instance that fails a connection is left out
 * for `fail_timeout` and its request goes to the next one (GETs always; a POST only when it never
 * reached the dead instance, so a write is never sent twice). X-Forwarded-For is set to the
 * client's address (never appended: a client cannot claim another), which the instances believe
 * because TRUSTED_PROXIES names this proxy. X-Upstream says which instance answered (for the test).
 */
function nginxConfig(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams
    .map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 512;
}

http {
  log_format upstreams '$upstream_addr $status $request_method $request_uri';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # One past the server's largest upload (MEDIA_MAX_PDF_BYTES, 25 MB by default).
  client_max_body_size 26m;

  upstream chapter {
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://chapter;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  base: string;
  /** Requests each upstream answered, from the access log (`a, b` when one was retried on b). */
  requestsBy(): Map<string, number>;
  stop(): Promise<void>;
}

/** Writes the configuration into `dir`, checks it (nginx -t), starts nginx and waits for its port. */
export async function startNginx(
  binary: string,
  dir: string,
  port: number,
  upstreams: string[],
): Promise<Nginx> {
  // Started as root, nginx runs its workers as nobody: they must reach the folder and write the
  // temporary files (an upload's body) into it.
  fs.mkdirSync(dir, { recursive: true });
  for (const folder of [path.dirname(dir), dir]) fs.chmodSync(folder, 0o755);
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, sub), { recursive: true });
    fs.chmodSync(path.join(dir, sub), 0o777);
  }
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(dir, port, upstreams));
  const args = ['-p', dir, '-c', config, '-e', path.join(dir, 'error.log')];
  const check = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${stderr}`);
    try {
      await fetch(`${base}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${base}:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    base,
    requestsBy() {
      const counts = new Map<string, number>();
      const log = fs.readFileSync(path.join(dir, 'access.log'), 'utf8');
      for (const line of log.split('\n')) {
        const upstream = /^(.*?) \d{3} /.exec(line)?.[1];
        if (upstream) counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
      }
      return counts;
    },
    async stop() {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
