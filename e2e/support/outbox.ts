// The emails the shop under test wrote to its outbox (DATA_DIR/outbox, one .eml a message), as a person
// reads them: reset and verification links are taken from there.
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { shopDataDir } from './browser';
import { expect } from './test';

/** The body of an .eml file as a person reads it: quoted-printable soft breaks and escapes undone. */
export const readable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first group of `pattern` in the newest email to `to` in the outbox that matches it, as it is now. */
function newestMatch(to: string, pattern: RegExp): string | undefined {
  const dir = path.join(shopDataDir(), 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  return files
    .map((f) => ({ f, mtime: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ f }) => readable(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .map((text) => text.match(pattern)?.[1])
    .find(Boolean);
}

const linkPattern = (route: string) => new RegExp(`${route.replace(/\//g, '\\/')}\\?token=([\\w-]{43})`);

/** The token of the newest link to `route` (`route?token=…`) in an email to `to` in the outbox, as it is now. */
export const newestLinkToken = (to: string, route: string) => newestMatch(to, linkPattern(route));

/** The first group of `pattern` in the newest email to `to` that has it, waiting for the mail worker. */
async function pollOutbox(to: string, pattern: RegExp, what: string, timeoutMs: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => (found = newestMatch(to, pattern)), {
      message: `an email to ${to} with ${what}`,
      timeout: timeoutMs,
    })
    .toBeTruthy();
  return found!;
}

/** The token of the newest link to `route` in an email to `to`, waiting for the mail worker to write it. */
export const linkToken = (to: string, route: string, timeoutMs = 20_000) =>
  pollOutbox(to, linkPattern(route), `a ${route} link`, timeoutMs);

/** The token of the newest order link (`/shop/order/<token>`) emailed to a guest (issue 34). */
export const orderLinkToken = (to: string, timeoutMs = 20_000) =>
  pollOutbox(to, /\/shop\/order\/([\w-]{43})/, 'an order link', timeoutMs);

/** The newest 6-digit code emailed to a guest before cash on delivery (issue 34). */
export const guestCodeFor = (to: string, timeoutMs = 20_000) =>
  pollOutbox(to, /Your code is (\d{6})/, 'a 6-digit code', timeoutMs);

/**
 * Follows the newest verification link emailed to `to` (as the verify-email page does). A link made
 * older by a resend no longer works: each link found is tried once, until one does.
 */
export async function verifyEmailByLink(request: APIRequestContext, to: string, timeoutMs = 20_000) {
  const tried = new Set<string>();
  await expect
    .poll(
      async () => {
        const token = newestLinkToken(to, '/auth/verify-email');
        if (!token || tried.has(token)) return false;
        tried.add(token);
        return (await request.post('/api/auth/verify-email', { data: { token } })).ok();
      },
      { message: `a working verification link emailed to ${to}`, timeout: timeoutMs },
    )
    .toBe(true);
}
