// One app process's email worker, on its own: what the outbox lease test starts twice on one PostgreSQL
// database and kills mid-send. DATABASE_URL, SMTP_URL and LEASE_SECONDS come from the environment;
// the worker's log lines are printed as JSON.
import { openDatabase } from '../src/db/client';
import { EmailWorker, type MailLogger } from '../src/lib/mail/outbox';
import { createMailTransport } from '../src/lib/mail/transport';

const line = (level: string) => (obj: object, msg: string) =>
  console.log(JSON.stringify({ level, msg, ...obj }));
const logger: MailLogger = { info: line('info'), warn: line('warn'), error: line('error') };

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 2 });
const transport = createMailTransport({
  SMTP_URL: process.env.SMTP_URL!,
  MAIL_FROM: 'Resham <shop@resham.example>',
  dataDir: process.env.DATA_DIR ?? '/nonexistent',
});
const worker = new EmailWorker(database.db, transport, logger, {
  leaseSeconds: Number(process.env.LEASE_SECONDS),
});
worker.start();
console.log(JSON.stringify({ level: 'info', msg: 'worker started' }));
// Keeps the process alive (the worker's timers do not).
setInterval(() => {}, 60_000);
