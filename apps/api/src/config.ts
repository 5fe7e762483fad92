import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z
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
    DATA_DIR: z.string().min(1).default('./.data'),
    /** Default: on outside production (demo data only on an empty database); refused in production. */
    SEED_DEMO: boolText.optional(),
    BRAND_NAME: z.string().min(1).max(40).default('Limpa'),
    /** better-auth signs cookies with it; a fixed dev default keeps sessions across restarts outside production. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    ADMIN_NAME: z.string().min(1).max(120).default('Administrator'),
    RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(30),
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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') refuseUnsafeProduction(env, ctx);
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

/** DECISIONS.md "Production": a production start with any of these is refused, each problem named. */
function refuseUnsafeProduction(env: ParsedEnv, ctx: z.RefinementCtx) {
  const refuse = (variable: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  if (!env.AUTH_SECRET) refuse('AUTH_SECRET', 'is required in production (at least 32 random characters)');
  if (env.SEED_DEMO !== undefined && parseBool(env.SEED_DEMO, false)) {
    refuse('SEED_DEMO', 'demo data is for development only; unset it or set SEED_DEMO=false');
  }
  if ((env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'local')) === 'local') {
    refuse('SMTP_URL', 'production sends real mail: set SMTP_URL (the local outbox is for development only)');
  }
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    refuse('PUBLIC_URL', 'must be the https:// origin people use in production (Secure cookies, HSTS)');
  }
}

const parseBool = (value: string, fallback: boolean) => {
  const v = value.trim().toLowerCase();
  if (v === '') return fallback;
  return ['true', '1', 'yes', 'on'].includes(v);
};

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  brandName: string;
  authSecret: string;
  admin: { email: string; password: string; name: string } | null;
  rateLimitAuthPerIp: number;
  pendingExpiryHours: number;
  trustProxy: TrustProxy;
  mail: { transport: 'local' } | { transport: 'smtp'; url: string };
  mailFrom: string;
  payments: 'local' | 'stripe';
  /** Set exactly when payments === 'stripe'. */
  stripe: StripeConfig | null;
  storage: 'local' | 's3';
  s3: S3Config | null;
  requireEmailVerification: boolean;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | null;
  webDist: string;
  logLevel: string;
  workers: boolean;
  /** From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; null → generated once and stored in the database. */
  vapid: { publicKey: string; privateKey: string } | null;
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

const DEV_SECRET = 'limpa-development-secret-not-for-production-use';

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
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo:
      e.SEED_DEMO === undefined
        ? e.NODE_ENV !== 'production'
        : parseBool(e.SEED_DEMO, e.NODE_ENV !== 'production'),
    brandName: e.BRAND_NAME,
    authSecret: e.AUTH_SECRET ?? DEV_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : null,
    rateLimitAuthPerIp: e.RATE_LIMIT_AUTH_PER_IP,
    pendingExpiryHours: e.PENDING_EXPIRY_HOURS,
    trustProxy: e.TRUST_PROXY,
    mail:
      (e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'local')) === 'smtp'
        ? { transport: 'smtp', url: e.SMTP_URL! }
        : { transport: 'local' },
    mailFrom: e.MAIL_FROM,
    payments: e.PAYMENTS,
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
    workers: e.WORKERS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
  };
}
