import type { ProblemCode } from '@limpa/contracts';

/** A value a detail says: text, a number (written the caller's way) or money in minor units. */
export type DetailValue = string | number | { amountCents: number; currency: string };

/** A validation library's issue behind a field message, so it can be said again in another language. */
export interface FieldIssue {
  keyword: string;
  params?: Record<string, unknown>;
}

export interface FieldError {
  path: string;
  message: string;
  /** zod's issue (code as keyword): re-made in the caller's language when the message is not our own. */
  issue?: FieldIssue;
}

/** The one error type of the API; the error handler turns it into application/problem+json. */
export class AppError extends Error {
  /**
   * The values of the detail's {{placeholders}} in problems.json (`problems.codes.<code>.<key>`, key
   * "detail" unless a code has several), so every language says the same numbers (decision 027).
   */
  detailVars?: { vars: Record<string, DetailValue>; key?: string };
  /** Members the problem carries beside the standard ones (RFC 9457 extensions), e.g. `alternatives`. */
  extensions?: Record<string, unknown>;

  constructor(
    public readonly status: number,
    public readonly code: ProblemCode,
    public readonly title: string,
    public readonly detail: string = title,
    public readonly errors?: FieldError[],
    public readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
  }

  /** Says which values (and which of the code's details) the translated detail carries. */
  withDetailVars(vars: Record<string, DetailValue>, key?: string): this {
    this.detailVars = { vars, key };
    return this;
  }

  /** Adds extension members to the problem the client receives (never standard ones). */
  withExtensions(extensions: Record<string, unknown>): this {
    this.extensions = extensions;
    return this;
  }
}

export const notFound = (detail = 'The requested resource was not found.', title = 'Not Found') =>
  new AppError(404, 'not_found', title, detail);
export const conflict = (detail: string, title = 'Conflict', code: ProblemCode = 'conflict') =>
  new AppError(409, code, title, detail);
export const unprocessable = (title: string, detail: string, code: ProblemCode = 'unprocessable') =>
  new AppError(422, code, title, detail);
export const badRequest = (
  title: string,
  detail: string,
  code: ProblemCode = 'bad_request',
  errors?: AppError['errors'],
) => new AppError(400, code, title, detail, errors);
export const unauthorized = () =>
  new AppError(401, 'unauthorized', 'Unauthorized', 'You need to sign in to do that.');
export const forbidden = () =>
  new AppError(403, 'forbidden', 'Forbidden', 'Your account is not allowed to do that.');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Too many requests', 'Too many attempts. Try again later.', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/**
 * A code another component gave an error (Fastify's FST_ERR_…, better-auth's), passed on lower-cased as the
 * answer's code: not one of ours, so no language translates it and the web matches none of them.
 */
export const passedOnCode = (code: string) => code as ProblemCode;

/** PostgreSQL SQLSTATE of a driver error, when there is one. */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code =
    typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The constraint a PostgreSQL driver error names (on the error or its cause), when it names one. */
export function pgConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } };
  const constraint = e?.constraint ?? e?.cause?.constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}
