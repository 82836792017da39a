import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'postgres:' || u.protocol === 'postgresql:') && u.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host');

const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^/]+/.test(v) && URL.canParse(v), 'must be an http:// or https:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(0, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  STORE_NAME: z.string().default('Resham Silks'),
  STORE_ADDRESS: z.string().default('24, Raja Street, Town Hall, Coimbatore, Tamil Nadu 641001, India'),
  STORE_PHONE: z.string().default('+91 98430 12345'),
  STORE_EMAIL: z.string().default('hello@resham.example'),
  GOOGLE_REVIEW_URL: httpUrl.default('https://g.page/r/resham-silks/review'),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The origin the shop is served from, when known (PUBLIC_URL). */
  publicOrigin: string | undefined;
  secureCookies: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws one clear line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const value = env[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${value !== undefined ? ` (got "${value}")` : ''}`,
    );
  }
  const c = parsed.data;
  const publicOrigin = c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicOrigin,
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
  };
}
