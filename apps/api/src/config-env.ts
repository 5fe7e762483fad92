/** The environment variables the server reads, with their defaults and the checks that refuse a bad start. */
import { z } from 'zod';
import { authSecretRefusal } from './published-secrets';
import { tracingEnvShape } from './tracing-env';

const boolText = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']);
const bool = (fallback: boolean) =>
  boolText
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

/** Which proxies may tell us the client's address: none, the nearest N hops, or these addresses/CIDRs. */
export type TrustProxy = false | number | string[];
const IP_OR_CIDR = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]+)(?:\/[0-9]{1,3})?$/;
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = (v ?? '').trim();
    if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
    if (/^[0-9]+$/.test(value)) return Number(value);
    const list = value.split(',').map((a) => a.trim());
    if (list.every((a) => IP_OR_CIDR.test(a))) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (1 = one proxy of yours in front) or a comma-separated list of proxy addresses/CIDRs; "true" (trust every hop) is not accepted',
    });
    return z.NEVER;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** The public origin people use (links in e-mails, cookie and CSRF origin checks). */
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * A streaming replica's URL (decision 081): provider search and profiles, free times, the catalogue and admin
     * lists read there, unless the session wrote in the last REPLICA_STICKY_SECONDS or the replica lags or is down.
     */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** How long a session's reads stay on the primary after it wrote (read-your-writes, decision 081). */
    REPLICA_STICKY_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /** Replay lag beyond which reads leave the replica for the primary until it catches up (decision 081). */
    REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(600).default(10),
    /** Prepare each statement once per connection (packages/db prepared-statements.ts); off behind a PgBouncer < 1.21 in transaction mode. */
    DATABASE_PREPARED_STATEMENTS: bool(true),
    /**
     * Remember signed-in sessions between requests, forgotten when PostgreSQL notifies a change (decision 034); off
     * behind a pooler in transaction mode, where LISTEN does not work. Default: as DATABASE_PREPARED_STATEMENTS,
     * whose `false` says such a pooler is there.
     */
    SESSION_CACHE: boolText.optional(),
    /** Remember cleaner list pages between requests, forgotten when PostgreSQL notifies a change to what they show (decision 037); default and pooler as SESSION_CACHE. */
    CLEANER_LIST_CACHE: boolText.optional(),
    /** Default ./.data, and ./.data-production in production: a production start never opens development's database. */
    DATA_DIR: z.string().min(1).optional(),
    /** Default: on outside production (demo data only on an empty database); refused in production. */
    SEED_DEMO: boolText.optional(),
    BRAND_NAME: z.string().min(1).max(40).default('Limpa'),
    /** better-auth signs cookies with it; a fixed dev default keeps sessions across restarts outside production. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    ADMIN_NAME: z.string().min(1).max(120).default('Administrator'),
    RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(30),
    /** Card attempts (local card tokens, Stripe SetupIntents) per client address per 10 minutes. */
    RATE_LIMIT_CARDS_PER_IP: z.coerce.number().int().positive().default(60),
    /** Hours a booking request may wait for its cleaner before it expires (also 12 h before the start). */
    PENDING_EXPIRY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    TRUST_PROXY: trustProxy,
    MAIL_TRANSPORT: z.enum(['local', 'smtp']).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Limpa <no-reply@limpa.local>'),
    PAYMENTS: z.enum(['local', 'stripe']).default('local'),
    /** Production on the local test processor (a staging site): refused unless this says so; a banner at every start. */
    ALLOW_TEST_PAYMENTS: bool(false),
    /** Production on a database holding the demo accounts: refused at start unless this says so (production-start.ts). */
    ALLOW_DEMO_DATA: bool(false),
    STRIPE_SECRET_KEY: z.string().trim().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
    /** A Stripe-compatible server for tests (http://127.0.0.1:12111); the SDK's host/port/protocol. */
    STRIPE_API_BASE: z.url().optional(),
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** Web push (decision 025): both or neither; generated once and kept in the database when absent. */
    VAPID_PUBLIC_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a URL-safe base64 P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a URL-safe base64 P-256 private key (43 characters)')
      .optional(),
    /**
     * Tests only: comma-separated origins (http://127.0.0.1:port) of a local push service the server may send to
     * besides the real push services, without their address check (decision 042). Refused unless NODE_ENV=test.
     */
    PUSH_TEST_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean);
        for (const origin of list) {
          if (URL.canParse(origin) && new URL(origin).origin === origin) continue;
          ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin (scheme://host:port)` });
        }
        return list;
      }),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    // ---- Accounts and integrations (issue 13)
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** An S3-compatible server (MinIO, s3rver…); AWS when unset. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: bool(false),
    REQUIRE_EMAIL_VERIFICATION: bool(false),
    // ---- end of issue 13
    WEB_DIST: z.string().optional(),
    /** Run background job workers in this process (payment retries). */
    WORKERS: bool(true),
    /**
     * After SIGTERM, how long the process keeps serving while /api/health/ready answers 503, so a load balancer
     * takes it out before it stops accepting (decision 082).
     */
    SHUTDOWN_DRAIN_MS: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(0).max(60_000).default(2_000),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The share of successful requests logged (errors always are): 0.1 logs one in ten on a busy deployment. */
    LOG_REQUEST_SAMPLE_RATE: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().min(0).max(1).default(1),
    ),
    /** GET /metrics answers with this bearer token (decision 078); unset → no such route. At least 32 characters in production. */
    METRICS_TOKEN: z.string().trim().min(1).optional(),
    /** Check every answer against its zod schema as well (lib/response-serializer.ts); default: on outside production. */
    RESPONSE_CHECKS: boolText.optional(),
    /** OpenTelemetry tracing, off unless an OTLP exporter or endpoint is set (tracing-env.ts, decision 083). */
    ...tracingEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') refuseUnsafeProduction(env, ctx);
    if (env.PUSH_TEST_ORIGINS.length > 0 && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PUSH_TEST_ORIGINS'],
        message: 'is for tests only (NODE_ENV=test): the server sends pushes to the real push services only',
      });
    }
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when MAIL_TRANSPORT=smtp' });
    }
    if (env.PAYMENTS === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS=stripe' });
      }
    }
    if (env.STORAGE === 's3') requireS3Settings(env, ctx);
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: "needs DATABASE_URL: the embedded PostgreSQL has no replica, so it cannot be this primary's",
      });
    }
    if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
  });

type ParsedEnv = z.output<typeof envSchema>;

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** STORAGE=s3 names every missing S3 setting at start. */
function requireS3Settings(env: ParsedEnv, ctx: z.RefinementCtx) {
  for (const variable of S3_REQUIRED) {
    if (!env[variable]) {
      ctx.addIssue({ code: 'custom', path: [variable], message: 'is required when STORAGE=s3' });
    }
  }
}

/**
 * docs/product-rules.md#production-safety and decision 010: a production start with any of these is refused,
 * each problem named.
 */
function refuseUnsafeProduction(env: ParsedEnv, ctx: z.RefinementCtx) {
  const refuse = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (!env.AUTH_SECRET) refuse('AUTH_SECRET', 'is required in production (at least 32 random bytes)');
  const secretRefusal = env.AUTH_SECRET ? authSecretRefusal(env.AUTH_SECRET) : null;
  if (secretRefusal) refuse('AUTH_SECRET', secretRefusal);
  if (env.PAYMENTS !== 'stripe' && !env.ALLOW_TEST_PAYMENTS) {
    refuse(
      'PAYMENTS',
      'production takes real payments: set PAYMENTS=stripe (ALLOW_TEST_PAYMENTS=true runs the local test processor anyway)',
    );
  }
  if (env.SEED_DEMO !== undefined && parseBool(env.SEED_DEMO, false)) {
    refuse('SEED_DEMO', 'demo data is for development only; unset it or set SEED_DEMO=false');
  }
  if ((env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'local')) === 'local') {
    refuse('SMTP_URL', 'production sends real mail: set SMTP_URL (the local outbox is for development only)');
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) {
    refuse('METRICS_TOKEN', 'must be at least 32 characters in production (e.g. openssl rand -hex 32)');
  }
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    refuse('PUBLIC_URL', 'must be the https:// origin people use in production (Secure cookies, HSTS)');
  }
}

export const parseBool = (value: string, fallback: boolean) => {
  const v = value.trim().toLowerCase();
  if (v === '') return fallback;
  return ['true', '1', 'yes', 'on'].includes(v);
};

export type Env = z.input<typeof envSchema>;
