import { BRAND_NAME_MAX_LENGTH, BRAND_SLUG_MAX_LENGTH } from '@backoffice/domain/core/brand';
import { z } from 'zod';

/** What docs/configuration.md says of a variable; variables sharing one doc share a row there. */
export interface EnvDoc {
  /** What the variable does. */
  meaning: string;
  /** What happens while it is unset, for a variable whose schema has no default. */
  unset?: string;
}

/** The doc of each variable, registered on its schema: docs/configuration.md is written from it. */
export const ENV_DOCS = z.registry<EnvDoc>();

/** A variable's schema with its doc; each variable needs a schema of its own, as docs key on it. */
function documented<T extends z.ZodType>(schema: T, doc: EnvDoc): T {
  if (ENV_DOCS.has(schema)) throw new Error(`Documented twice: ${doc.meaning}`);
  ENV_DOCS.add(schema, doc);
  return schema;
}

// Upper bounds of the text variables: a host name (DNS: 253), a file path (Linux PATH_MAX:
// 4096), a secret or key (1024, far above any provider's), a list of role codes (4096).
const HOST_MAX_LENGTH = 253;
const PATH_MAX_LENGTH = 4096;
const SECRET_MAX_LENGTH = 1024;
const LIST_MAX_LENGTH = 4096;

/** Text of at most `max` characters, refused with a message that says so. */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

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

const list = text(LIST_MAX_LENGTH).transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const idList = () =>
  list
    .pipe(
      z.array(
        z.string().regex(/^\d+$/, 'must be a comma-separated list of login ids').transform(Number),
      ),
    )
    .default([]);

/** An integration's driver: the deterministic sandbox (default) or the live service. */
const provider = () =>
  z.enum(['sandbox', 'live'], { error: 'must be sandbox or live' }).default('sandbox');
const providerUrl = () =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional();
const secret = () => text(SECRET_MAX_LENGTH).optional();

// Docs shared by several variables (one row of docs/configuration.md each).
const COMPANY_SIGN_IN: EnvDoc = {
  meaning:
    'company-account sign-in through OpenID Connect; all three or none. Unset, the button says it is not configured. The redirect URI to register is `PUBLIC_URL/api/company-sign-in/callback`',
};
const SANDBOXED_PROVIDERS: EnvDoc = {
  meaning:
    "`live` to use the real GST register, messaging gateway and courier tracking instead of the deterministic sandboxes (the sandboxes send nothing: GST answers from the number, messages are kept in memory and answered delivered, dockets are scanned from the cart's dates)",
};
const GST_LIVE: EnvDoc = {
  meaning:
    'live GST verification: `GET {url}/{gstin}` with the key as bearer token, answering the GST network\'s taxpayer record (`lgnm`, `sts`). Unset with `GST_PROVIDER=live`, GST checks answer 503 "GST verification is not configured"',
};
const MESSAGES_LIVE: EnvDoc = {
  meaning:
    'live messaging gateway: `POST {url}/{sms,whatsapp,email}` with `{ to, subject?, text }`, answering `{ id }`. Unset with `MESSAGES_PROVIDER=live`, sending answers 503 "Messaging is not configured"',
};
const COURIER_LIVE: EnvDoc = {
  meaning:
    "live courier tracking: `GET {url}/track/{courier}/{docket}`, answering the tracking record of spec 001 section 3. Unset with `COURIER_PROVIDER=live`, tracking shows the courier's own page instead",
};
const ERP_STOCK_LIVE: EnvDoc = {
  meaning:
    'live ERP stock: `GET {url}/stock/{material}?plant=&storage_location=&model=` with the key as bearer token, answering the OData rows `{ d: { results: [{ Matnr, Werks, Name1, Lgort, Lgobe, ZzModel, Clabs, Cspem }] } }`. Unset with `ERP_STOCK_PROVIDER=live`, stock checks answer 503 "ERP stock is not configured"',
};
const GIFT_CARDS_LIVE: EnvDoc = {
  meaning:
    'live gift cards: `POST {url}/balance` with `{ CardNumber, Pin }` answering `{ ResponseCode, Balance }`, and `POST {url}/redeem`. Unset with `GIFT_CARD_PROVIDER=live`, checks answer 503 "The gift card provider is not configured"',
};
const LEAD_CRM_LIVE: EnvDoc = {
  meaning:
    'live lead CRM of /leadsquared: `GET {url}/leads/new?day=YYYY-MM-DD` answering `{ leads }` and `POST {url}/leads/status` with `{ leads }` answering `{ results }`, with the key as bearer token. Unset with `LEAD_CRM_PROVIDER=live`, the sync answers 503 "The lead CRM is not configured"',
};
const PRINTING_LIVE: EnvDoc = {
  meaning:
    'live print service of the store label printers: `GET {url}/printers` answering `{ printers: [{ name, state }] }` and `POST {url}/jobs` with `{ printer, title, copies, content_base64 }` answering `{ job_id }`, with the key as bearer token. Unset with `PRINTING_PROVIDER=live`, printing answers "Error while Finding Printer!"',
};
const PAYMENTS_LIVE: EnvDoc = {
  meaning:
    'live payments: `POST {url}/payment-links`, `GET {url}/payment-links/{id}`, `POST {url}/payment-links/{id}/cancel` with the key as bearer token; the provider notifies `POST PUBLIC_URL/api/payments/notify/` with `{ transaction_id }`. Unset with `PAYMENTS_PROVIDER=live`, links answer 503 "The payments provider is not configured"',
};
const BANK_ACCOUNTS_LIVE: EnvDoc = {
  meaning:
    'live bank-account verification of refunds: `POST {url}/verifications` with `{ account_number, ifsc, holder_name }` answering `{ status, registered_name?, reference }`, with the key as bearer token. Unset with `BANK_ACCOUNTS_PROVIDER=live`, verifications answer 503 "Bank account verification is not configured"',
};
const TELEPHONY_LIVE: EnvDoc = {
  meaning:
    'live click-to-call: `POST {url}/calls` with `{ agent_number, customer_number, callback_url }`, answering `{ call_id }`; the provider then posts each step of the call to `PUBLIC_URL/api/telephony/callbacks/`',
};

const S3_STORE: EnvDoc = {
  meaning:
    'the S3-compatible bucket of `FILE_STORE=s3`: path-style `PUT`/`GET`/`HEAD {endpoint}/{bucket}/{key}` signed with AWS Signature V4. Unset with `FILE_STORE=s3`, the server does not start',
};

/** The environment variables of the server, each with its doc (docs/configuration.md). */
export const ZEnv = z.object({
  PORT: documented(
    z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1)
      .max(65535, 'must be a port number')
      .default(3000),
    { meaning: 'port of the console and the API' },
  ),
  HOST: documented(text(HOST_MAX_LENGTH).default('0.0.0.0'), { meaning: 'address to listen on' }),
  DATABASE_URL: documented(
    text(SECRET_MAX_LENGTH)
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    {
      meaning: '`postgres://...` to use a PostgreSQL server instead of the embedded database',
      unset: '(unset: PGlite)',
    },
  ),
  DATA_DIR: documented(text(PATH_MAX_LENGTH).default('./data'), {
    meaning:
      'where the embedded database keeps its files; one server at a time (a second start on the same folder stops with a message)',
  }),
  SEED_DEMO: documented(flag(true), {
    meaning: 'load the demo dataset on the first start (`0` to start empty)',
  }),
  MIGRATIONS_DIR: documented(text(PATH_MAX_LENGTH).optional(), {
    meaning: 'where the SQL migrations are read from',
    unset: 'next to the server bundle',
  }),
  BRAND_NAME: documented(text(BRAND_NAME_MAX_LENGTH).optional(), {
    meaning: "the retailer's display name (the spec's `{product}`)",
    unset: 'Store',
  }),
  BRAND_SLUG: documented(text(BRAND_SLUG_MAX_LENGTH).optional(), {
    meaning: 'the brand slug in routes such as `/{slug}-scanner` and as the own platform',
    unset: 'store',
  }),
  PUBLIC_URL: documented(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    {
      meaning: "the console's public address (company sign-in redirect URI)",
      unset: 'http://localhost:PORT',
    },
  ),
  SESSION_IDLE_MINUTES: documented(count(720), {
    meaning: 'a session ends after this long without a request',
  }),
  SESSION_MAX_HOURS: documented(count(168), {
    meaning: 'a session ends this long after sign-in, however active',
  }),
  SESSION_SECRET: documented(
    text(SECRET_MAX_LENGTH).min(32, 'must be at least 32 characters').optional(),
    {
      meaning:
        'at least 32 characters; signs the company sign-in cookie (set it when running several processes)',
      unset: 'random per process',
    },
  ),
  LOGIN_FREE_ATTEMPTS: documented(count(5), {
    meaning: 'sign-in attempts of one account from one address before each further one waits',
  }),
  LOGIN_MAX_DELAY_MINUTES: documented(count(15), {
    meaning: 'the longest wait between two attempts of one account from one address (its lock)',
  }),
  LOGIN_FORGET_AFTER_MINUTES: documented(count(1440), {
    meaning: 'an account and address pair starts afresh this long after its last attempt',
  }),
  LOGIN_ACCOUNT_HOURLY_ATTEMPTS: documented(count(100), {
    meaning:
      'attempts of one account per hour from addresses it never signed in from before they wait too',
  }),
  TRUST_PROXY: documented(flag(false), {
    meaning: "take the client address from the proxy's headers",
  }),
  SERVED_OVER_HTTPS: documented(flag(false), {
    meaning:
      'the console is reached over HTTPS only (directly or through a proxy that ends TLS): answers carry Strict-Transport-Security for a year and the session cookie is marked Secure',
  }),
  // Read and checked by the company sign-in reader (integrations/company-sign-in/config.ts).
  OIDC_ISSUER: documented(secret(), COMPANY_SIGN_IN),
  OIDC_CLIENT_ID: documented(secret(), COMPANY_SIGN_IN),
  OIDC_CLIENT_SECRET: documented(secret(), COMPANY_SIGN_IN),
  OIDC_ALLOW_INSECURE: documented(secret(), {
    meaning: 'allow an `http://` issuer (local providers only)',
    unset: 'off',
  }),
  COUPON_STAFF_IDS: documented(idList(), {
    meaning: 'login ids allowed to manage coupons besides ADMIN and COUPON MANAGER',
  }),
  LEADSQUARED_STAFF_IDS: documented(idList(), { meaning: 'login ids allowed on /leadsquared' }),
  PRODUCT_HIERARCHY_ROLES: documented(list.default(['ADMIN']), {
    meaning: 'role codes or login roles allowed on /product-hierarchy-approval',
  }),
  COMBINED_REVIEWS: documented(flag(false), { meaning: 'build flag: the Tags menu item' }),
  REVIEW_ORDERS_AS_LIST: documented(flag(false), {
    meaning: 'build flag: /list-of-review-orders forwards to /list-of-review-orders/list',
  }),
  CANCEL_ANY_STATUS: documented(flag(false), {
    meaning: 'the flag that offers Cancelled from any status',
  }),
  GST_PROVIDER: documented(provider(), SANDBOXED_PROVIDERS),
  GST_API_URL: documented(providerUrl(), GST_LIVE),
  GST_API_KEY: documented(secret(), GST_LIVE),
  MESSAGES_PROVIDER: documented(provider(), SANDBOXED_PROVIDERS),
  MESSAGES_API_URL: documented(providerUrl(), MESSAGES_LIVE),
  MESSAGES_API_KEY: documented(secret(), MESSAGES_LIVE),
  COURIER_PROVIDER: documented(provider(), SANDBOXED_PROVIDERS),
  COURIER_API_URL: documented(providerUrl(), COURIER_LIVE),
  COURIER_API_KEY: documented(secret(), COURIER_LIVE),
  GIFT_CARD_PROVIDER: documented(provider(), {
    meaning:
      '`live` to check and redeem gift cards with the provider; the sandbox knows three demo cards (docs/sales.md, "Sandbox cards") and refuses any other as invalid credentials',
  }),
  GIFT_CARD_API_URL: documented(providerUrl(), GIFT_CARDS_LIVE),
  GIFT_CARD_API_KEY: documented(secret(), GIFT_CARDS_LIVE),
  LEAD_CRM_PROVIDER: documented(provider(), {
    meaning:
      '`live` to pull leads from and push lead statuses to the lead CRM (/leadsquared); the sandbox holds three new leads a day and accepts every status but a mobile ending in 99 (docs/quotations.md)',
  }),
  LEAD_CRM_API_URL: documented(providerUrl(), LEAD_CRM_LIVE),
  LEAD_CRM_API_KEY: documented(secret(), LEAD_CRM_LIVE),
  PRINTING_PROVIDER: documented(provider(), {
    meaning:
      "`live` to print SKU labels on the stores' printers; the sandbox knows three printers, one of them inactive, and keeps the jobs it accepts (docs/retail.md)",
  }),
  PRINTING_API_URL: documented(providerUrl(), PRINTING_LIVE),
  PRINTING_API_KEY: documented(secret(), PRINTING_LIVE),
  DISPATCH_STATE: documented(text(HOST_MAX_LENGTH).default('Karnataka'), {
    meaning:
      'the state the retailer dispatches from: a quotation delivered inside it splits GST into CGST and SGST, elsewhere IGST (docs/quotations.md)',
  }),
  TELEPHONY_PROVIDER: documented(provider(), {
    meaning:
      "`live` to place click-to-calls through the telephony provider; the sandbox plays each call itself, its outcome decided by the customer number's last digit (0-5 answered, 6 answered and transferred, 7 busy, 8-9 not answered; docs/calls.md)",
  }),
  TELEPHONY_API_URL: documented(providerUrl(), TELEPHONY_LIVE),
  TELEPHONY_API_KEY: documented(secret(), TELEPHONY_LIVE),
  TELEPHONY_WEBHOOK_SECRET: documented(
    text(SECRET_MAX_LENGTH).min(16, 'must be at least 16 characters').optional(),
    {
      meaning:
        "at least 16 characters: the `x-telephony-secret` header the provider's callbacks must carry. Unset, the webhook answers 503",
    },
  ),
  TELEPHONY_SANDBOX_STEP_MS: documented(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(10_000, 'must be at most 10000')
      .default(600),
    {
      meaning:
        'milliseconds between two steps of a sandbox call (ringing, answered ... ended): a call lasts about four steps',
    },
  ),
  ERP_STOCK_PROVIDER: documented(provider(), {
    meaning:
      "`live` to read stock from the ERP; the sandbox answers from the demo's own stock tables (warehouses, storage locations, stock per item; docs/sales.md)",
  }),
  ERP_STOCK_API_URL: documented(providerUrl(), ERP_STOCK_LIVE),
  ERP_STOCK_API_KEY: documented(secret(), ERP_STOCK_LIVE),
  PAYMENTS_PROVIDER: documented(provider(), {
    meaning:
      '`live` to create payment links (card and bank) at the payments provider; the sandbox keeps links in memory and serves their payment page at `PUBLIC_URL/api/sandbox-payments/pay/{transaction_id}` with Pay, Fail and Expire buttons (docs/sales.md)',
  }),
  PAYMENTS_API_URL: documented(providerUrl(), PAYMENTS_LIVE),
  PAYMENTS_API_KEY: documented(secret(), PAYMENTS_LIVE),
  BANK_ACCOUNTS_PROVIDER: documented(provider(), {
    meaning:
      "`live` to verify refunds' bank accounts with the verification service; the sandbox answers by the account number's last digit (0 no such account, 9 a name mismatch, any other valid; docs/refunds.md)",
  }),
  BANK_ACCOUNTS_API_URL: documented(providerUrl(), BANK_ACCOUNTS_LIVE),
  BANK_ACCOUNTS_API_KEY: documented(secret(), BANK_ACCOUNTS_LIVE),
  CREDIT_APPROVAL_THRESHOLD: documented(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of rupees')
      .min(0, 'must be 0 or more')
      .max(1_00_00_00_000, 'must be at most 1000000000')
      .default(1_00_000),
    {
      meaning:
        "rupees: a manual dealer credit or an uploaded credit-points row above this amount waits for a Finance pod leader's approval (not the maker's) before it counts in the distributor's credit; 0 holds back every credit (docs/distribution.md)",
    },
  ),
  REFUND_MAX_RETRIES: documented(count(3), {
    meaning:
      'how many times a refund the payments provider failed is tried again (after 1, 2, 4 ... minutes) before it is left as FAILED_AFTER_MAX_RETRIES',
  }),
  FILE_STORE: documented(
    z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    {
      meaning:
        'where uploaded files are kept: `local` (a folder, `FILE_STORE_DIR`) or `s3` (an S3-compatible bucket, `S3_*`)',
    },
  ),
  FILE_STORE_DIR: documented(text(PATH_MAX_LENGTH).optional(), {
    meaning: 'the folder of the local file store',
    unset: '`files` inside DATA_DIR',
  }),
  S3_ENDPOINT: documented(providerUrl(), S3_STORE),
  S3_REGION: documented(text(HOST_MAX_LENGTH).default('us-east-1'), {
    meaning: 'the region the S3 requests are signed for',
  }),
  S3_BUCKET: documented(text(HOST_MAX_LENGTH).optional(), S3_STORE),
  S3_ACCESS_KEY_ID: documented(secret(), S3_STORE),
  S3_SECRET_ACCESS_KEY: documented(secret(), S3_STORE),
  UPLOAD_INLINE_MAX_ROWS: documented(count(2_000), {
    meaning:
      'a sheet of up to this many rows is applied while its upload waits; a larger one is queued as a background job',
  }),
  JOB_POLL_MS: documented(count(2_000), {
    meaning: 'how often the background job queue looks for due jobs (milliseconds)',
  }),
  LOG_LEVEL: documented(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    { meaning: 'pino log level' },
  ),
  WEB_DIST: documented(text(PATH_MAX_LENGTH).optional(), {
    meaning: 'the built web app the server serves',
    unset: 'apps/web/dist',
  }),
});
