/**
 * npm run create-admin -- --email E [--name N]          asks for the password (not shown as it is typed)
 * printf '%s\n' "$PASSWORD" | npm run create-admin -- --email E     reads it from standard input
 * npm run create-admin -- --email E --password P        scripts only: P shows in `ps` and shell history
 * npm run create-admin -- --email E --reset-2fa         turns off the account's two-step sign-in (lost phone)
 *
 * Creates an admin account, or promotes the existing account with that email (and sets its password),
 * ending every session of that account. The password must pass the same rules as sign-up.
 */
import { parseArgs } from 'node:util';
import { emailSchema, registerSchema } from '@resham/shared';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { DataDirLock } from '../lib/data-dir-lock';
import { passwordProblem } from '../lib/password-policy';
import { usePrivateFileModes } from '../lib/private-files';
import { upsertAdmin } from '../modules/auth/service';
import { setPasswordHashCost } from '../lib/password';
import { resetSecondFactor } from '../modules/auth/two-factor';

const USAGE =
  'Usage: npm run create-admin -- --email E [--name N]   (asks for the password, or reads it from standard input)\n' +
  '       npm run create-admin -- --email E --password P  (for scripts only: P is visible in ps and shell history)\n' +
  '       npm run create-admin -- --email E --reset-2fa   (turns off two-step sign-in; the password stays)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let value = '';
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          done();
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          done();
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a password piped in by a script or a secrets tool). */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(flag: string | undefined): Promise<string> {
  if (flag !== undefined) {
    console.error(
      'Warning: --password is visible to other users of this machine (ps) and kept in shell history; ' +
        'it is meant for scripts. Leave it out to be asked for the password.',
    );
    return flag;
  }
  if (process.stdin.isTTY) {
    const first = await promptHidden('Password for the admin account: ');
    const again = await promptHidden('The same password again: ');
    if (first !== again) fail('The two passwords differ. Nothing was changed.');
    return first;
  }
  return firstLineOfStdin();
}

async function main() {
  usePrivateFileModes();
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        'reset-2fa': { type: 'boolean' },
      },
    }).values;
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (!args.email) fail(USAGE);
  const email = emailSchema.safeParse(args.email);
  if (!email.success) fail(email.error.issues[0]!.message);

  if (args['reset-2fa']) return resetTwoFactor(email.data);
  const password = await readPassword(args.password);
  // The rules of sign-up, from the same source: length (the shared schema), then the common-password
  // list and the email (password-policy).
  const shape = registerSchema.shape.password.safeParse(password);
  if (!shape.success) fail(shape.error.issues[0]!.message);
  const problem = passwordProblem(password, email.data);
  if (problem) fail(problem);

  await withDatabase(async (db) => {
    const result = await upsertAdmin(db, email.data, password, args.name?.trim() || 'Admin');
    if (result.created) {
      console.log(`Created admin account ${email.data}.`);
    } else {
      const sessions = `${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'}`;
      console.log(
        `The account ${email.data} already existed: it was created ${result.createdAt.toISOString()} ` +
          `(role ${result.previousRole}), not by this command.\n` +
          `Promoted it to admin, set the password you gave, and ended ${sessions} of that account: ` +
          'every device signed in to it must sign in again with the new password.\n' +
          'If you did not create that account yourself, someone else registered with your address: ' +
          'check its orders and addresses.',
      );
    }
  });
}

async function resetTwoFactor(email: string) {
  await withDatabase(async (db) => {
    if (!(await resetSecondFactor(db, email))) fail(`There is no account ${email}. Nothing was changed.`);
    console.log(
      `Two-step sign-in is off for ${email}; its recovery codes are deleted and its sessions ended. ` +
        'It signs in with its password and can set up two-step sign-in again.',
    );
  });
}

/** Opens the configured database (holding DATA_DIR for the embedded one), runs `work`, closes. */
async function withDatabase(work: (db: Db) => Promise<void>) {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  setPasswordHashCost(config.PASSWORD_HASH_COST);
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
      await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

void main();
