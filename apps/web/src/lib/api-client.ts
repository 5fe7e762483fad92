import type { ProblemCode } from '@limpa/contracts';
import { activeLocale } from './locale';
import { reportApiReachable, reportApiUnreachable, reportServiceDown } from './network-reachability';

/**
 * The one way the SPA talks to the API: same-origin fetch with the session cookie, JSON in and out,
 * and every error as an ApiError carrying the RFC 9457 problem+json fields.
 */

export interface ProblemFieldError {
  path: string;
  message: string;
}

/** status 0: the request never got an HTTP answer (offline, DNS, connection refused). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** A problem's code: one the API answers with, or ours for no answer at all. */
export type ApiErrorCode = ProblemCode | typeof NETWORK_ERROR_CODE;

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code?: ApiErrorCode;
  errors?: ProblemFieldError[];
  alternatives?: { bookingDate: string; bookingTime: string }[];
}

export class ApiError extends Error implements Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly code?: ApiErrorCode;
  readonly errors?: ProblemFieldError[];
  /** no_cleaner_available: the nearest free starts to the one asked. */
  readonly alternatives?: Problem['alternatives'];

  constructor(problem: Problem) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiError';
    this.type = problem.type;
    this.title = problem.title;
    this.status = problem.status;
    this.detail = problem.detail;
    this.code = problem.code;
    this.errors = problem.errors;
    this.alternatives = problem.alternatives;
  }
}

/** The API's 503 while its database is away (maintenance mode's 503 is a different code: an answer). */
export const SERVICE_UNAVAILABLE_CODE: ProblemCode = 'service_unavailable';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The human message the API gave for an error, if any (toast descriptions). */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status !== 0) return error.detail || undefined;
  return undefined;
}

type Json = object;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
  }
  const data = isObject(body) ? body : {};
  const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
  return new ApiError({
    type: str(data.type) ?? 'about:blank',
    title: str(data.title) ?? (response.statusText || 'Error'),
    status: typeof data.status === 'number' ? data.status : response.status,
    // `message` is tolerated for non-problem JSON bodies.
    detail: str(data.detail) ?? str(data.message),
    // A code another component gave (Fastify's, better-auth's) is passed on too; the web matches none of them.
    code: str(data.code) as ProblemCode | undefined,
    errors: Array.isArray(data.errors) ? (data.errors as ProblemFieldError[]) : undefined,
    // The extension member of a 409 no_cleaner_available: the nearest free starts, offered as buttons.
    alternatives: Array.isArray(data.alternatives)
      ? (data.alternatives as Problem['alternatives'])
      : undefined,
  });
}

/** How a request reaches the API: the browser's fetch, or the server's own when it paints a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The server paints a signed-in page with the app's own queries (prerender/render-painted-screen.tsx), sent to
 * the API inside its process rather than over the network: it swaps the transport once, at load.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers, signal, keepalive } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    // The API answers problems and catalogue texts in this language (signed in, the profile's wins).
    headers: {
      Accept: 'application/json, application/problem+json',
      'Accept-Language': activeLocale(),
      ...headers,
    },
    signal,
    keepalive,
  };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportApiUnreachable();
    throw new ApiError({ type: 'about:blank', title: 'Network error', status: 0, code: NETWORK_ERROR_CODE });
  }

  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 503 && error.code === SERVICE_UNAVAILABLE_CODE) reportServiceDown();
    else reportApiReachable();
    throw error;
  }
  reportApiReachable();
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: Json | FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: Json | FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: Json | FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
