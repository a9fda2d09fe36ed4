import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brandFrom, type Brand } from '@backoffice/domain/core/brand';
import type { AccessConfig } from '@backoffice/domain/access';
import type { z } from 'zod';
import type { CompanySignInConfig } from './integrations/company-sign-in/company-sign-in';
import { readCompanySignInConfig } from './integrations/company-sign-in/config';
import { readIntegrationsConfig, type IntegrationsConfig } from './integrations/index';
import { ZEnv } from './config.env';
import { readFileStoreConfig, type FileStoreConfig } from './core/file-store/index';

/** The sign-in throttling (docs/identity.md, decision 012). */
export interface SignInThrottleConfig {
  /** Attempts of one account from one address before each further one waits. */
  freeAttempts: number;
  /** The longest wait between two attempts of one pair: its lock. */
  maxDelayMinutes: number;
  /** A pair starts afresh this long after its last attempt. */
  forgetAfterMinutes: number;
  /** Attempts of one account per hour from addresses it never signed in from, before they wait. */
  accountHourlyAttempts: number;
}

/** What buildApp needs: everything but the listening address and the database location. */
export interface AppConfig {
  brand: Brand;
  access: AccessConfig;
  session: { idleMinutes: number; maxHours: number };
  signInThrottle: SignInThrottleConfig;
  /** Where browsers reach the console; the company sign-in redirect URI is built on it. */
  publicUrl: string;
  companySignIn: CompanySignInConfig | null;
  /** GST verification, messages and courier tracking: sandbox or live drivers. */
  integrations: IntegrationsConfig;
  /** Key that signs the company sign-in cookie (SESSION_SECRET, else random per process). */
  cookieSecret: string;
  webDist: string | null;
  logLevel: string;
  trustProxy: boolean;
  /** Reached over HTTPS only: HSTS is sent and the session cookie is Secure. */
  servedOverHttps: boolean;
  /** Where uploaded files are kept (FILE_STORE). */
  fileStore: FileStoreConfig;
  /** Sheets of up to `inlineMaxRows` rows are applied in the request; larger ones are queued. */
  uploads: { inlineMaxRows: number };
  /** How often the background job queue polls for due jobs. */
  jobs: { pollMs: number };
  /** How many times a refund the payments provider failed is tried again (REFUND_MAX_RETRIES). */
  refunds: { maxRetries: number };
  /** The state quotations are dispatched from (DISPATCH_STATE): the tax split's other end. */
  quotations: { dispatchState: string };
  /** Credits above this wait for a Finance pod leader's approval (CREDIT_APPROVAL_THRESHOLD). */
  distribution: { creditApprovalThresholdPaise: number };
}

export interface ServerConfig {
  port: number;
  host: string;
  database: { url?: string; dataDir: string };
  seedDemo: boolean;
  /** Overrides where the migrations are read from (see main.ts). */
  migrationsDir?: string;
  app: AppConfig;
}

/** Configuration that cannot start the server; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The built web app, next to this package in the workspace (src/ and dist/ are both two deep). */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads and checks the environment; throws ConfigError naming each bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable counts as unset, as in most shells' `FOO= node ...`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${describe(parsed.error)}`);
  const e = parsed.data;
  try {
    return {
      port: e.PORT,
      host: e.HOST,
      database: { ...(e.DATABASE_URL ? { url: e.DATABASE_URL } : {}), dataDir: e.DATA_DIR },
      seedDemo: e.SEED_DEMO,
      ...(e.MIGRATIONS_DIR ? { migrationsDir: e.MIGRATIONS_DIR } : {}),
      app: {
        brand: brandFrom(e.BRAND_NAME, e.BRAND_SLUG),
        access: {
          couponStaffIds: e.COUPON_STAFF_IDS,
          leadsquaredStaffIds: e.LEADSQUARED_STAFF_IDS,
          productHierarchyRoles: e.PRODUCT_HIERARCHY_ROLES,
          combinedReviews: e.COMBINED_REVIEWS,
          reviewOrdersAsList: e.REVIEW_ORDERS_AS_LIST,
          cancelAnyStatus: e.CANCEL_ANY_STATUS,
        },
        session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
        signInThrottle: {
          freeAttempts: e.LOGIN_FREE_ATTEMPTS,
          maxDelayMinutes: e.LOGIN_MAX_DELAY_MINUTES,
          forgetAfterMinutes: e.LOGIN_FORGET_AFTER_MINUTES,
          accountHourlyAttempts: e.LOGIN_ACCOUNT_HOURLY_ATTEMPTS,
        },
        publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
        companySignIn: readCompanySignInConfig(present),
        integrations: readIntegrationsConfig(e),
        cookieSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
        webDist: e.WEB_DIST ?? defaultWebDist,
        logLevel: e.LOG_LEVEL,
        trustProxy: e.TRUST_PROXY,
        servedOverHttps: e.SERVED_OVER_HTTPS,
        fileStore: readFileStoreConfig(e),
        uploads: { inlineMaxRows: e.UPLOAD_INLINE_MAX_ROWS },
        jobs: { pollMs: e.JOB_POLL_MS },
        refunds: { maxRetries: e.REFUND_MAX_RETRIES },
        quotations: { dispatchState: e.DISPATCH_STATE },
        distribution: { creditApprovalThresholdPaise: e.CREDIT_APPROVAL_THRESHOLD * 100 },
      },
    };
  } catch (error) {
    // Brand slug, company sign-in and file store settings are checked by their own readers.
    throw new ConfigError(
      `Invalid configuration:\n  ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
}
