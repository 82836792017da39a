// The soak's S3 server (scripts/soak/s3-process.ts), started, stopped and started again on the same
// port and folder, as `systemctl stop` and `start` of a store would.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, root } from './deployment';

export class SoakS3 {
  env: Record<string, string> = {};
  endpoint = '';
  private child: ChildProcess | null = null;

  private constructor(
    private readonly port: number,
    readonly directory: string,
  ) {}

  static async start(directory: string): Promise<SoakS3> {
    fs.mkdirSync(directory, { recursive: true });
    const s3 = new SoakS3(await freePort(), directory);
    await s3.start();
    return s3;
  }

  async start() {
    const child = spawn(
      'node',
      ['--import', 'tsx', path.join(root, 'scripts/soak/s3-process.ts'), String(this.port), this.directory],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    const first = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += String(d);
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`the S3 server exited (${code})`)));
    });
    const { endpoint, env } = JSON.parse(first) as { endpoint: string; env: Record<string, string> };
    this.endpoint = endpoint;
    this.env = env;
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}
