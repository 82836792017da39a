/**
 * npm run create-admin -- --email E --password P [--name N]
 * Creates an admin account, or promotes the existing account with that email (and sets its password).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailSchema, LIMITS, MESSAGES } from '@resham/shared';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { users } from '../db/schema';
import { DataDirLock } from '../lib/data-dir-lock';
import { upsertAdmin } from '../modules/auth/service';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\nUsage: npm run create-admin -- --email E --password P [--name N]`);
  }
  if (!args.email || !args.password) fail('Usage: npm run create-admin -- --email E --password P [--name N]');
  const email = emailSchema.safeParse(args.email);
  if (!email.success) fail(MESSAGES.validation.emailInvalid);
  if (args.password.length < LIMITS.passwordMin) fail(MESSAGES.validation.passwordTooShort);

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  const lock = config.DATABASE_URL ? null : new DataDirLock(config.dataDir);
  const holder = lock?.holder();
  if (holder) {
    fail(
      `The shop server (process ${holder}) is using the embedded database in ${config.dataDir}.\n` +
        'Stop the server, run create-admin again, then start the server. (With DATABASE_URL it can run alongside.)',
    );
  }
  lock?.acquire();
  try {
    const database = await openConfiguredDatabase(config);
    try {
      const [existing] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.data));
      await upsertAdmin(database.db, email.data, args.password, args.name?.trim() || 'Admin');
      console.log(
        existing
          ? `Promoted ${email.data} to admin and updated the password.`
          : `Created admin account ${email.data}.`,
      );
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

void main();
