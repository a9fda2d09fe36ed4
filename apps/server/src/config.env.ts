import { z } from 'zod';

const count = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be above 0')
    .default(fallback);

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];
const flag = (fallback: boolean) =>
  z
    .string()
    .refine(
      (v) => [...TRUE, ...FALSE].includes(v.toLowerCase()),
      'must be one of 1, 0, true, false, yes, no, on, off',
    )
    .transform((v) => TRUE.includes(v.toLowerCase()))
    .default(fallback);

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const idList = list
  .pipe(
    z.array(
      z.string().regex(/^\d+$/, 'must be a comma-separated list of login ids').transform(Number),
    ),
  )
  .default([]);

/** An integration's driver: the deterministic sandbox (default) or the live service. */
const provider = z
  .enum(['sandbox', 'live'], { error: 'must be sandbox or live' })
  .default('sandbox');
const providerUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();

/** The environment variables of the server (README "Configuration"). */
export const ZEnv = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  MIGRATIONS_DIR: z.string().optional(),
  SEED_DEMO: flag(true),
  BRAND_NAME: z.string().optional(),
  BRAND_SLUG: z.string().optional(),
  SESSION_IDLE_MINUTES: count(720),
  SESSION_MAX_HOURS: count(168),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: count(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: count(20),
  LOGIN_FAILURE_WINDOW_MINUTES: count(15),
  COUPON_STAFF_IDS: idList,
  LEADSQUARED_STAFF_IDS: idList,
  PRODUCT_HIERARCHY_ROLES: list.default([]),
  COMBINED_REVIEWS: flag(false),
  REVIEW_ORDERS_AS_LIST: flag(false),
  CANCEL_ANY_STATUS: flag(false),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: flag(false),
  GST_PROVIDER: provider,
  GST_API_URL: providerUrl,
  GST_API_KEY: z.string().optional(),
  MESSAGES_PROVIDER: provider,
  MESSAGES_API_URL: providerUrl,
  MESSAGES_API_KEY: z.string().optional(),
  COURIER_PROVIDER: provider,
  COURIER_API_URL: providerUrl,
  COURIER_API_KEY: z.string().optional(),
  ERP_STOCK_PROVIDER: provider,
  ERP_STOCK_API_URL: providerUrl,
  ERP_STOCK_API_KEY: z.string().optional(),
  GIFT_CARD_PROVIDER: provider,
  GIFT_CARD_API_URL: providerUrl,
  GIFT_CARD_API_KEY: z.string().optional(),
  PAYMENTS_PROVIDER: provider,
  PAYMENTS_API_URL: providerUrl,
  PAYMENTS_API_KEY: z.string().optional(),
  TELEPHONY_PROVIDER: provider,
  TELEPHONY_API_URL: providerUrl,
  TELEPHONY_API_KEY: z.string().optional(),
  TELEPHONY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  TELEPHONY_SANDBOX_STEP_MS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10_000, 'must be at most 10000')
    .default(600),
});
