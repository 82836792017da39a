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

/** The token of the newest link to `route` in an email to `to` in the outbox, as it is now. */
export function newestLinkToken(to: string, route: string): string | undefined {
  const dir = path.join(shopDataDir(), 'outbox');
  const pattern = new RegExp(`${route.replace(/\//g, '\\/')}\\?token=([\\w-]{43})`);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  return files
    .map((f) => ({ f, mtime: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .map(({ f }) => readable(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .map((text) => text.match(pattern)?.[1])
    .find(Boolean);
}

/** The token of the newest link to `route` in an email to `to`, waiting for the mail worker to write it. */
export async function linkToken(to: string, route: string, timeoutMs = 20_000): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(() => (token = newestLinkToken(to, route)), {
      message: `an email to ${to} with a ${route} link`,
      timeout: timeoutMs,
    })
    .toBeTruthy();
  return token!;
}

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
