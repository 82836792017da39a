import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL 15 cluster of the test's own (a temporary folder, a free port) that the test may
 * restart, stop and start without touching anyone else's database. As root, its tools run as the
 * postgres user (PostgreSQL refuses root).
 */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function pgTool(tool: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  return execFileSync(cmd, argv, { stdio: 'pipe', timeout: 60_000 }).toString();
}

/** The same without blocking this process (its requests go on while PostgreSQL restarts). */
function pgToolAsync(tool: string, args: string[]) {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args]]
    : [path.join(BIN, tool), args];
  return new Promise<void>((resolve, reject) =>
    execFile(cmd, argv, { timeout: 60_000 }, (err) => (err ? reject(err) : resolve())),
  );
}

export async function startOwnPostgres(prefix = 'resham-pg-') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const data = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(dir, uid, gid);
  }
  const port = await freePort();
  pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c autovacuum=off`;
  const ctlArgs = (args: string[]) => ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', ...args];
  const pgCtl = (...args: string[]) => pgToolAsync('pg_ctl', ctlArgs(args));
  await pgCtl('-o', options, 'start');
  return {
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A fast restart: connections are cut off, as `pg_ctlcluster … restart` does. */
    restart: () => pgCtl('-m', 'fast', 'restart'),
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('-o', options, 'start'),
    close() {
      try {
        pgTool('pg_ctl', ctlArgs(['-m', 'immediate', 'stop']));
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
