import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Semaphore } from './semaphore';

/** scrypt with N=2^15, r=8, p=1: ~32 MiB of memory per hash, memory-hard as the architecture asks. */
export const PASSWORD_HASH_COST = 15;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const MAXMEM = 64 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads for images and static files share,
 * and each hash keeps a core busy. At most two hashes run at once (one on a machine of two cores or
 * fewer), so a burst of sign-ups or sign-ins leaves threads and a core for everything else; 16 more
 * wait their turn, and beyond that the caller is refused at once with SemaphoreFullError (answered 503
 * with Retry-After) rather than queued without end.
 */
export const hashing = new Semaphore(Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))), 16);

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return hashing.run(() => deriveNow(password, salt, n, rr, pp));
}

function deriveNow(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r: rr, p: pp, maxmem: MAXMEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

let N = 2 ** PASSWORD_HASH_COST;

/**
 * The cost of new hashes (PASSWORD_HASH_COST, set by the app at start-up). Lowered only by tests that
 * are not about passwords; configuration refuses a lower one in production.
 */
export function setPasswordHashCost(log2N: number) {
  N = 2 ** log2N;
  decoyHash = undefined;
}

/** Returns `scrypt$N$r$p$salt$hash` (base64url parts), with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const n = N;
  const key = await derive(password, salt, n, r, p);
  return ['scrypt', n, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, rr, pp, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(rr), Number(pp));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the email is unknown, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(12).toString('hex')).catch((err: unknown) => {
    decoyHash = undefined; // e.g. refused while hashing was busy: try again next time
    throw err;
  });
  return decoyHash;
}
