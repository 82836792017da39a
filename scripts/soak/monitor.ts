// Samples during the soak: every second each app process's RSS and event loop delay (from its probe,
// scripts/soak/probe.mjs) and the database's connections (pg_stat_activity).
import pg from 'pg';
import type { Shop } from './setup';

export interface ProcessSample {
  t: number;
  rss: number;
  loopP99: number;
  loopMax: number;
}

export class Monitor {
  readonly processes = new Map<string, ProcessSample[]>();
  readonly connections: { t: number; n: number }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private client: pg.Client | null = null;

  constructor(
    private readonly shop: Shop,
    private readonly now: () => number,
  ) {
    for (const p of shop.processes) {
      const samples: ProcessSample[] = [];
      this.processes.set(p.name, samples);
      p.onLog = (line) => {
        if (line.msg === 'soak probe')
          samples.push({ t: this.now(), rss: line.rss, loopP99: line.loopP99, loopMax: line.loopMax });
      };
    }
  }

  start() {
    this.timer = setInterval(() => void this.sampleConnections(), 1000);
  }

  private async sampleConnections() {
    try {
      if (!this.client) {
        const c = new pg.Client({ connectionString: this.shop.postgres.url, connectionTimeoutMillis: 1000 });
        c.on('error', () => {});
        await c.connect();
        this.client = c;
      }
      const { rows } = await this.client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = 'resham_soak'`,
      );
      this.connections.push({ t: this.now(), n: rows[0]!.n });
    } catch {
      // PostgreSQL restarting: a new connection next time
      void this.client?.end().catch(() => {});
      this.client = null;
    }
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.client?.end().catch(() => {});
  }
}
