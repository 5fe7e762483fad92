import path from 'node:path';
import { envSchema, parseBool, type TrustProxy } from './config-env';
import { DEV_AUTH_SECRET } from './published-secrets';
import { type TracingConfig, tracingFromEnv } from './tracing-env';

export type { Env, TrustProxy } from './config-env';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL and its bounds (decision 081); null → every read goes to the primary. */
  replica: { url: string; stickySeconds: number; maxLagSeconds: number } | null;
  /** DATABASE_PREPARED_STATEMENTS. */
  preparedStatements: boolean;
  /** SESSION_CACHE. */
  sessionCache: boolean;
  /** CLEANER_LIST_CACHE. */
  cleanerListCache: boolean;
  dataDir: string;
  seedDemo: boolean;
  /** ALLOW_DEMO_DATA: production may run on a database holding the demo accounts. */
  allowDemoData: boolean;
  brandName: string;
  authSecret: string;
  admin: { email: string; password: string; name: string } | null;
  rateLimitAuthPerIp: number;
  /** RATE_LIMIT_CARDS_PER_IP: card tokens and SetupIntents per client address per 10 minutes. */
  rateLimitCardsPerIp: number;
  pendingExpiryHours: number;
  trustProxy: TrustProxy;
  mail: { transport: 'local' } | { transport: 'smtp'; url: string };
  mailFrom: string;
  payments: 'local' | 'stripe';
  /** ALLOW_TEST_PAYMENTS: production may run on the local test processor (a banner says so at every start). */
  allowTestPayments: boolean;
  /** Set exactly when payments === 'stripe'. */
  stripe: StripeConfig | null;
  storage: 'local' | 's3';
  s3: S3Config | null;
  requireEmailVerification: boolean;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  webDist: string;
  logLevel: string;
  /** SHUTDOWN_DRAIN_MS: how long a SIGTERM'd process serves on, unready, before it stops accepting. */
  shutdownDrainMs: number;
  /** The share of successful requests given a log line (LOG_REQUEST_SAMPLE_RATE). */
  logRequestSampleRate: number;
  /** Answers also encoded by zod and compared with the fast serialiser's (RESPONSE_CHECKS). */
  responseChecks: boolean;
  workers: boolean;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; null → no /metrics route (decision 078). */
  metricsToken: string | null;
  /** From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null → generated once and stored in the database. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** PUSH_TEST_ORIGINS: tests' local push services (decision 042); always empty outside NODE_ENV=test. */
  pushTestOrigins: string[];
  /** OpenTelemetry tracing (OTEL_*); null → off, the SDK never loaded (decision 083). */
  tracing: TracingConfig | null;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: the SDK talks to this Stripe-compatible server instead of api.stripe.com. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | null;
}

function stripeApiBase(url: string | undefined): StripeConfig['apiBase'] {
  if (!url) return null;
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export interface S3Config {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  endpoint?: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; refuses to start with a message naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(
      /\/$/,
      '',
    ),
    databaseUrl: e.DATABASE_URL,
    replica: e.DATABASE_REPLICA_URL
      ? {
          url: e.DATABASE_REPLICA_URL,
          stickySeconds: e.REPLICA_STICKY_SECONDS,
          maxLagSeconds: e.REPLICA_MAX_LAG_SECONDS,
        }
      : null,
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    // Off by default where prepared statements are off: that setting is for a pooler in transaction mode, which
    // does not deliver the notifications these caches forget by.
    sessionCache: parseBool(e.SESSION_CACHE ?? '', e.DATABASE_PREPARED_STATEMENTS),
    cleanerListCache: parseBool(e.CLEANER_LIST_CACHE ?? '', e.DATABASE_PREPARED_STATEMENTS),
    // Apart by default, so a production start never finds development's database (and its demo accounts).
    dataDir: path.resolve(e.DATA_DIR ?? (e.NODE_ENV === 'production' ? './.data-production' : './.data')),
    seedDemo:
      e.SEED_DEMO === undefined
        ? e.NODE_ENV !== 'production'
        : parseBool(e.SEED_DEMO, e.NODE_ENV !== 'production'),
    allowDemoData: e.ALLOW_DEMO_DATA,
    brandName: e.BRAND_NAME,
    authSecret: e.AUTH_SECRET ?? DEV_AUTH_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : null,
    rateLimitAuthPerIp: e.RATE_LIMIT_AUTH_PER_IP,
    rateLimitCardsPerIp: e.RATE_LIMIT_CARDS_PER_IP,
    pendingExpiryHours: e.PENDING_EXPIRY_HOURS,
    trustProxy: e.TRUST_PROXY,
    mail:
      (e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'local')) === 'smtp'
        ? { transport: 'smtp', url: e.SMTP_URL! }
        : { transport: 'local' },
    mailFrom: e.MAIL_FROM,
    payments: e.PAYMENTS,
    allowTestPayments: e.ALLOW_TEST_PAYMENTS,
    stripe:
      e.PAYMENTS === 'stripe'
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiBase: stripeApiBase(e.STRIPE_API_BASE),
          }
        : null,
    storage: e.STORAGE,
    s3:
      e.STORAGE === 's3'
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : null,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    logRequestSampleRate: e.LOG_REQUEST_SAMPLE_RATE,
    responseChecks:
      e.RESPONSE_CHECKS === undefined
        ? e.NODE_ENV !== 'production'
        : parseBool(e.RESPONSE_CHECKS, e.NODE_ENV !== 'production'),
    workers: e.WORKERS,
    metricsToken: e.METRICS_TOKEN ?? null,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    pushTestOrigins: e.PUSH_TEST_ORIGINS,
    tracing: tracingFromEnv(e),
  };
}
