import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from './private-files';

/**
 * The embedded database must have one process at a time. The server holds `DATA_DIR/server.pid`
 * while it runs; other tools (create-admin) refuse to open the data while a live process holds it.
 */
export class DataDirLock {
  private readonly file: string;
  private held = false;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'server.pid');
  }

  /** The pid of a live process holding the data directory, or null. */
  holder(): number | null {
    let pid: number;
    try {
      pid = Number(fs.readFileSync(this.file, 'utf8').trim());
    } catch {
      return null;
    }
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
    try {
      process.kill(pid, 0);
      return pid;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
    }
  }

  acquire(): void {
    const pid = this.holder();
    if (pid !== null) {
      throw new Error(
        `The data directory ${path.dirname(this.file)} is in use by process ${pid}. Stop it first.`,
      );
    }
    makePrivateDir(path.dirname(this.file));
    fs.writeFileSync(this.file, String(process.pid));
    this.held = true;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    try {
      if (fs.readFileSync(this.file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(this.file);
    } catch {
      // already gone
    }
  }
}
