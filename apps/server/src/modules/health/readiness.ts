import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../lib/storage';

export interface ReadinessReport {
  ready: boolean;
  /** False once the process is shutting down: a load balancer should send it nothing new. */
  accepting: boolean;
  database: 'up' | 'down';
  storage: 'up' | 'down';
}

/** How long a storage check is reused: probes every second do not each cost a request to the bucket. */
const STORAGE_CHECK_MS = 2000;

/**
 * Liveness is the process answering at all; readiness is whether it should get traffic: it is not
 * shutting down, and its database and object storage answer.
 */
export class Readiness {
  private draining = false;
  private storageCheck: { at: number; result: Promise<boolean> } | null = null;

  constructor(
    private readonly database: Database,
    private readonly storage: ObjectStorage,
  ) {}

  /** From now on the process reports not ready (it is finishing what it has and stopping). */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  async report(): Promise<ReadinessReport> {
    const now = Date.now();
    if (!this.storageCheck || now - this.storageCheck.at > STORAGE_CHECK_MS) {
      this.storageCheck = { at: now, result: this.storage.reachable() };
    }
    const [database, storage] = await Promise.all([this.database.ping(), this.storageCheck.result]);
    const accepting = !this.draining;
    return {
      ready: accepting && database && storage,
      accepting,
      database: database ? 'up' : 'down',
      storage: storage ? 'up' : 'down',
    };
  }
}
