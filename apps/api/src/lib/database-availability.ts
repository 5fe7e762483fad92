import type { Database } from '@limpa/db';
import { sql } from 'drizzle-orm';
import { AppError } from './app-error';

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'Service Unavailable',
    "We can't reach the service right now. Please try again in a moment.",
    undefined,
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );

/** Socket-level failures and PostgreSQL's SQLSTATE class 08 (connection), 57P0x (shutting down) and 53300. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
const SERVER_GOING_AWAY = /^(08...|57P0[1-3]|53300)$/;
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether an error (or one it wraps, as drizzle and AggregateError do) says the database cannot be reached. */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SOCKET_CODES.has(e.code) || SERVER_GOING_AWAY.test(e.code))) return true;
  if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(e.cause, depth + 1);
}

/**
 * For errors that do not say why (a library that wraps the driver's error away, such as better-auth): one cheap
 * query tells whether the database is the reason. Only ever run on the error path.
 */
export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
