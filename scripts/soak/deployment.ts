// The deployed shape on this machine, as the deployment test runs it: compiled app processes (each with
// its own PORT and DATA_DIR) and Debian's nginx in front with deploy/nginx/resham.conf, pointed at them.
// Used by the soak (scripts/soak/run.ts) and by apps/server/test/nginx-failover.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PROBE = path.join(import.meta.dirname, 'probe.mjs');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** One compiled app process (`node <out>/main.js`) with its log lines (pino JSON), as systemd runs it. */
export class AppProcess {
  readonly logs: Record<string, any>[] = [];
  child!: ChildProcess;
  exited!: Promise<number | null>;
  readonly url: string;
  /** Keep every log line (tests), or only what `onLog` is given (a long soak). */
  keepLogs = true;
  onLog: (line: Record<string, any>) => void = () => {};
  constructor(
    readonly name: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
    private readonly mainJs: string,
    /** Preload the soak's probe (RSS and event loop delay every second). */
    private readonly probe = false,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  start() {
    const args = this.probe ? ['--import', PROBE, this.mainJs] : [this.mainJs];
    this.child = spawn('node', args, {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((r) => this.child.once('exit', (code) => r(code)));
    let partial = '';
    this.child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop()!;
      for (const line of lines) {
        let parsed: Record<string, any>;
        try {
          parsed = JSON.parse(line);
        } catch {
          continue; // not a log line
        }
        if (this.keepLogs) this.logs.push(parsed);
        this.onLog(parsed);
      }
    });
    this.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${this.name}] ${chunk}`));
  }

  isReady() {
    return fetch(`${this.url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
  }

  async waitReady(timeoutMs = 60_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null) throw new Error(`${this.name} exited ${this.child.exitCode}`);
      if (await this.isReady()) return;
      await sleep(100);
    }
    throw new Error(`${this.name} did not become ready`);
  }

  /** Stops it (SIGKILL, or SIGTERM and its graceful shutdown) and waits for it to exit. */
  async stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.exited;
    this.child.kill(signal);
    return this.exited;
  }
}

/** Debian's nginx with the repository's site file, listening on `port`, sending to `upstreams`. */
export async function startNginx(opts: { dir: string; port: number; upstreams: number[] }) {
  const { dir, port, upstreams } = opts;
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_PATH)`);
  fs.mkdirSync(dir, { recursive: true });
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/resham.conf'), 'utf8');
  let upstream = 0;
  site = site.replace(/^(\s*)server 127\.0\.0\.1:\d+(.*);$/gm, (_m, indent: string, rest: string) => {
    const p = upstreams[upstream++];
    return `${indent}server 127.0.0.1:${p}${rest};`;
  });
  if (upstream !== upstreams.length)
    throw new Error(`the site names ${upstream} upstreams, not ${upstreams.length}`);
  site = site
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/access_log \/var\/log\/nginx\/resham\.access\.log/, `access_log ${dir}/access.log`);
  fs.writeFileSync(path.join(dir, 'resham.conf'), site);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, nginx's workers would run as nobody, who cannot write these temporary folders.
      process.getuid?.() === 0 ? 'user root root;' : '',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log notice;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/resham.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(
    NGINX,
    ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((r) => nginx.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const answered = await fetch(`${base}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (i > 100) throw new Error('nginx did not answer');
    await sleep(100);
  }
  return {
    base,
    accessLog: path.join(dir, 'access.log'),
    errorLog: path.join(dir, 'error.log'),
    async stop() {
      nginx.kill('SIGQUIT');
      await Promise.race([exited, sleep(3000)]);
      if (nginx.exitCode === null) nginx.kill('SIGKILL');
    },
  };
}
