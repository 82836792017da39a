import { eq } from 'drizzle-orm';
import { MESSAGES, type LoginInput, type RegisterInput, type SessionUser } from '@resham/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, HttpError, isUniqueViolation, unauthorized } from '../../lib/errors';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { LoginThrottle } from './login-throttle';

export async function registerUser(db: Db, input: RegisterInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(users).values({ userName: input.userName, email: input.email, passwordHash });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.auth.emailTaken);
    throw err;
  }
}

export async function authenticate(
  db: Db,
  throttle: LoginThrottle,
  input: LoginInput,
  ip: string,
): Promise<SessionUser> {
  const wait = await throttle.blockedForMinutes(input.email, ip);
  if (wait > 0) throw new HttpError(429, MESSAGES.auth.tooManyAttempts(wait), { retryAfterMinutes: wait });
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !ok) {
    await throttle.recordFailure(input.email, ip);
    throw unauthorized(MESSAGES.auth.invalidCredentials);
  }
  await throttle.clear(input.email);
  return { id: user.id, userName: user.userName, email: user.email, role: user.role };
}

/** Creates an admin, or promotes an existing account with that email and sets its password. */
export async function upsertAdmin(db: Db, email: string, password: string, userName = 'Admin') {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ userName, email, passwordHash, role: 'admin' })
    .onConflictDoUpdate({ target: users.email, set: { role: 'admin', passwordHash } })
    .returning({ id: users.id, createdAt: users.createdAt });
  return row!;
}
