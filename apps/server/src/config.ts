import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  gstStateCode,
  RETURN_LIMITS,
  RETURN_REASONS,
  type ReturnReason,
} from '@resham/shared';
import { PASSWORD_HASH_COST } from './lib/password';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z.string().refine((v) => {
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

/** 'min-max' days (or one number), min <= max, each 0–60. */
const dayRange = z
  .string()
  .regex(/^\s*\d{1,2}\s*(-\s*\d{1,2}\s*)?$/, 'must be a number of days or a range such as 2-3')
  .transform((v) => {
    const [min, max = min] = v.split('-').map((n) => Number(n.trim()));
    return { min: min!, max: max! };
  })
  .refine((r) => r.min <= r.max && r.max <= 60, 'must be a range of days from 0 to 60, the smaller first');

/** Comma-separated return reasons, each one the shop knows (RETURN_REASONS), each once. */
const returnReasonList = z
  .string()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ])
  .refine(
    (reasons) => reasons.every((r) => (RETURN_REASONS as readonly string[]).includes(r)),
    `must be reasons among: ${RETURN_REASONS.join(', ')}`,
  )
  .transform((reasons) => reasons as ReturnReason[]);

/** Comma-separated calendar dates (YYYY-MM-DD), each a real day. */
const holidayList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  )
  .refine(
    (days) =>
      days.every((d) => {
        const time = Date.parse(`${d}T00:00:00Z`);
        return (
          /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(d)
        );
      }),
    'must be dates as YYYY-MM-DD, comma-separated (e.g. 2025-10-20,2025-11-05)',
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(item: string): boolean {
  if (PROXY_NAMES.has(item) || isIP(item) !== 0) return true;
  const [ip, bits, ...rest] = item.split('/');
  const version = isIP(ip ?? '');
  if (rest.length > 0 || version === 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address in X-Forwarded-For: a hop count (`1` for one nginx in
 * front), or a comma list of proxy addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`. Unset:
 * none, so the socket's address counts and a forged header changes nothing.
 */
const trustProxy = z
  .string()
  .transform((v) => v.trim())
  .refine(
    (v) => /^\d{1,2}$/.test(v) || v.split(',').every((item) => isProxyAddress(item.trim())),
    'must be a number of proxies in front (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
  )
  .transform((v): number | string[] =>
    /^\d+$/.test(v) ? Number(v) : v.split(',').map((item) => item.trim()),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(0, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app to serve (default: apps/web/dist). */
  WEB_DIST: z.string().min(1).optional(),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * log2 of scrypt's cost N for new password hashes (each stores its own, so a change never locks
   * anyone out). Tests lower it; with NODE_ENV=production nothing below the default is accepted.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(PASSWORD_HASH_COST),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** An admin without two-step sign-in must set it up before any admin page or route. */
  ADMIN_2FA_REQUIRED: bool.default(false),
  TRUST_PROXY: trustProxy.optional(),
  /** Multiplies every per-client request limit; test suites and benchmarks raise it. */
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a positive number (a multiplier of the request limits)' })
    .positive('must be a positive number (a multiplier of the request limits)')
    .max(1_000_000, 'must be at most 1000000')
    .default(1),
  STORE_NAME: z.string().default('Resham Silks'),
  STORE_ADDRESS: z.string().default('24, Raja Street, Town Hall, Coimbatore, Tamil Nadu 641001, India'),
  STORE_PHONE: z.string().default('+91 98430 12345'),
  STORE_EMAIL: z.string().default('hello@resham.example'),
  /**
   * The shop's WhatsApp number with its country code ('+91 98430 12345' or '919843012345'): adds
   * "Chat on WhatsApp" to the footer and "Ask about this saree" to product pages; unset, neither shows.
   */
  STORE_WHATSAPP: z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/[\s\-()+]/g, ''))
    .refine((v) => v === '' || /^[1-9]\d{7,14}$/.test(v), {
      message: 'STORE_WHATSAPP must be a phone number with its country code, e.g. +91 98430 12345',
    }),
  GOOGLE_REVIEW_URL: httpUrl.default('https://g.page/r/resham-silks/review'),
  // The tax split (CGST + SGST inside this state, IGST elsewhere) is decided by it: a misspelt state
  // would quietly charge every buyer IGST.
  STORE_STATE: z
    .string()
    .refine((s) => gstStateCode(s) !== null, 'must be an Indian state or union territory, e.g. Tamil Nadu')
    .default('Tamil Nadu'),
  SELLER_GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'must be a 15-character GSTIN')
    .default('33ABCDE1234F1Z5'),
  /** JSON map of category name to HSN code, merged over the defaults. */
  HSN_CODES: z
    .string()
    .refine((v) => {
      try {
        const parsed = JSON.parse(v);
        return (
          typeof parsed === 'object' &&
          parsed !== null &&
          Object.values(parsed).every((c) => /^\d{4,8}$/.test(String(c)))
        );
      } catch {
        return false;
      }
    }, 'must be a JSON object of category name to a 4-8 digit HSN code')
    .default('{}'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Resham Silks <orders@resham.example>'),
  SHOP_EMAIL: z.string().email('must be an email address').default('orders@resham.example'),
  /** A product is low on stock at or below this many units, unless it has a threshold of its own. */
  LOW_STOCK_THRESHOLD: z.coerce
    .number({ error: 'must be a whole number of units from 0 to 1000000' })
    .int('must be a whole number of units from 0 to 1000000')
    .min(0, 'must be a whole number of units from 0 to 1000000')
    .max(1_000_000, 'must be a whole number of units from 0 to 1000000')
    .default(DEFAULT_LOW_STOCK_THRESHOLD),
  RESERVATION_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int()
    .min(1)
    .max(1440)
    .default(30),
  /**
   * How long a cached catalogue answer or rendered storefront page lives. Changes clear what they
   * touch at once (lib/catalog-changes.ts), so this is only a backstop; under a minute, an unchanged
   * page would be rendered again for nothing.
   */
  CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 60 to 86400' })
    .int('must be a whole number of seconds from 60 to 86400')
    .min(60, 'must be a whole number of seconds from 60 to 86400')
    .max(86_400, 'must be a whole number of seconds from 60 to 86400')
    .default(300),
  /** Cash on delivery at checkout (India addresses only); `false` turns it off. */
  COD_ENABLED: bool.default(true),
  /** The largest order total (rupees) that may be paid in cash on delivery. */
  COD_MAX_RUPEES: z.coerce
    .number({ error: 'must be a number of rupees' })
    .int('must be a whole number of rupees')
    .min(0, 'must be a whole number of rupees')
    .max(10_000_000, 'must be at most 10000000')
    .default(10_000),
  /**
   * Cash on delivery for a gift address: the recipient pays at the door. Off by default (she would be
   * asked for money she did not expect); on, checkout, the packing label and the emails say who pays.
   */
  COD_FOR_GIFTS: bool.default(false),
  /** Days after delivery a shopper may ask to return or exchange (issue 37); 0 turns returns off. */
  RETURN_WINDOW_DAYS: z.coerce
    .number({ error: `must be a whole number of days from 0 to ${RETURN_LIMITS.windowDaysMax}` })
    .int(`must be a whole number of days from 0 to ${RETURN_LIMITS.windowDaysMax}`)
    .min(0, `must be a whole number of days from 0 to ${RETURN_LIMITS.windowDaysMax}`)
    .max(
      RETURN_LIMITS.windowDaysMax,
      `must be a whole number of days from 0 to ${RETURN_LIMITS.windowDaysMax}`,
    )
    .default(7),
  /** Whether a return may ask for an exchange instead of a refund. */
  RETURN_EXCHANGES: bool.default(true),
  /** The reasons a shopper may give, comma-separated (of RETURN_REASONS). */
  RETURN_REASONS: returnReasonList.prefault(RETURN_REASONS.join(',')),
  /** The reasons for which the shop pays the pickup; for the others the shopper does. */
  RETURN_FREE_PICKUP_REASONS: returnReasonList.prefault('damaged,not-as-pictured,wrong-item'),
  /** Working days (not Sundays or DISPATCH_HOLIDAYS) an order takes to be packed and handed to the courier. */
  DISPATCH_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 to 30' })
    .int('must be a whole number of days from 0 to 30')
    .min(0, 'must be a whole number of days from 0 to 30')
    .max(30, 'must be a whole number of days from 0 to 30')
    .default(2),
  /** Orders placed at or after this hour (India time) start their dispatch days a working day later. */
  DISPATCH_CUTOFF_HOUR: z.coerce
    .number({ error: 'must be an hour from 0 to 24' })
    .int('must be an hour from 0 to 24')
    .min(0, 'must be an hour from 0 to 24')
    .max(24, 'must be an hour from 0 to 24')
    .default(14),
  /** Days the shop does not dispatch besides Sundays: YYYY-MM-DD, comma-separated. */
  DISPATCH_HOLIDAYS: holidayList.prefault(''),
  /** The courier's days from dispatch to a door in STORE_STATE, and elsewhere in India ('min-max'). */
  TRANSIT_DAYS_IN_STATE: dayRange.prefault('2-3'),
  TRANSIT_DAYS_ELSEWHERE: dayRange.prefault('4-7'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Tests only: a local stand-in speaking Razorpay's REST API. */
  RAZORPAY_API_URL: httpUrl.optional(),
  /** With NODE_ENV=production and no Razorpay keys, the simulated gateway runs only if this is true. */
  SIMULATED_PAYMENTS: bool.default(false),
  SIMULATED_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  THEME_COLOR: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour')
    .default('#7a1f3d'),
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (credentials: the AWS SDK's chain). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. eu-central-1 or auto')
    .optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** After SIGTERM, seconds a process keeps serving (readiness failing) before it stops listening. */
  SHUTDOWN_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0, 'must be a number of seconds')
    .max(300, 'must be at most 300')
    .default(0),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  /** The origin the shop is served from, when known (PUBLIC_URL). */
  publicOrigin: string | undefined;
  secureCookies: boolean;
  /** Fastify's trustProxy: false (TRUST_PROXY unset or 0), proxy addresses, or a hop-count check. */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
};

export class ConfigError extends Error {}

function proxyTrust(setting: number | string[] | undefined): Config['trustProxy'] {
  if (setting === undefined || setting === 0) return false;
  if (Array.isArray(setting)) return setting;
  // Fastify takes a bare number as "trust nothing"; a hop count is this check (as Express's `trust proxy`
  // n): the socket's peer and the n-1 addresses before it in X-Forwarded-For are proxies.
  const hops = setting;
  return (_address, hop) => hop < hops;
}

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
  if (Boolean(c.RAZORPAY_KEY_ID) !== Boolean(c.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    );
  }
  if (c.NODE_ENV === 'production' && !c.RAZORPAY_KEY_ID && !c.SIMULATED_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration: NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or SIMULATED_PAYMENTS=true for a demo that takes no money',
    );
  }
  if (c.NODE_ENV === 'production' && c.PASSWORD_HASH_COST < PASSWORD_HASH_COST) {
    throw new ConfigError(
      `Invalid configuration: PASSWORD_HASH_COST must be at least ${PASSWORD_HASH_COST} with NODE_ENV=production (got "${c.PASSWORD_HASH_COST}")`,
    );
  }
  // Without it, the links in reset, verification and order emails would point at http://localhost:PORT.
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL is required with NODE_ENV=production: the shop's public address (e.g. https://shop.example.in), which the links in its emails point at",
    );
  }
  const publicOrigin = c.PUBLIC_URL ? new URL(c.PUBLIC_URL).origin : undefined;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicOrigin,
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    trustProxy: proxyTrust(c.TRUST_PROXY),
  };
}
