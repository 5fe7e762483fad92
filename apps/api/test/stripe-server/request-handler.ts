import type { IncomingMessage, ServerResponse } from 'node:http';
import { accountRoutes } from './accounts.js';
import { chargeRoutes } from './charges.js';
import { customerRoutes } from './customers.js';
import { disputeRoutes } from './disputes.js';
import { eventRoutes } from './event-routes.js';
import type { EventLog } from './events.js';
import { expandObject } from './expand.js';
import { expandOf, type Params, parseForm, readBody, sendJson } from './http-io.js';
import { IdempotencyStore, requestFingerprint } from './idempotency.js';
import { paymentIntentRoutes } from './payment-intents.js';
import { paymentMethodRoutes } from './payment-methods.js';
import { refundRoutes } from './refunds.js';
import { matchRoute, type Route } from './route.js';
import { setupIntentRoutes } from './setup-intents.js';
import { newId, type StripeState } from './state.js';
import { StripeApiError, type StripeErrorBody } from './stripe-error.js';
import { testControlRoutes } from './test-control-routes.js';
import { serveTestPage } from './test-pages.js';
import { transferRoutes } from './transfers.js';

const routes: readonly Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...paymentIntentRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...accountRoutes,
  ...transferRoutes,
  ...disputeRoutes,
  ...eventRoutes,
];

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export interface ServerConfig {
  state: StripeState;
  events: EventLog;
  secretKey: string;
  publishableKey: string;
  baseUrl: () => string;
  requests: RecordedRequest[];
}

/** The key a request authenticates with: `Authorization: Bearer <key>` (or Basic with the key as user). */
function apiKeyOf(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  if (bearer?.[1]) return bearer[1].trim();
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? null;
  return null;
}

/** Stripe's 401s: no key, or a key that is neither of this server's. */
function checkApiKey(key: string | null, config: ServerConfig): Answer | undefined {
  if (!key) {
    return errorResponse(401, {
      type: 'invalid_request_error',
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    });
  }
  if (key !== config.secretKey && key !== config.publishableKey) {
    return errorResponse(401, {
      type: 'invalid_request_error',
      code: 'api_key_invalid',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    });
  }
  return undefined;
}

function errorResponse(status: number, body: StripeErrorBody) {
  return { status, body: { error: body } };
}

export function createRequestHandler(config: ServerConfig) {
  const idempotency = new IdempotencyStore();

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const requestId = newId('req', 14);
    const url = new URL(request.url ?? '/', config.baseUrl());
    const method = request.method ?? 'GET';
    const text = await readBody(request);
    if (method === 'GET' && serveTestPage(config.state, config.events, url, response)) return;

    // From here the handling is synchronous, which is what makes one Idempotency-Key act once (idempotency.ts).
    const params: Params = { ...parseForm(url.search.slice(1)), ...parseForm(text) };
    const idempotencyKey = method === 'POST' ? (headerValue(request, 'idempotency-key') ?? null) : null;
    config.requests.push({ method, path: url.pathname, idempotencyKey, params });
    let answer: Answer;
    try {
      answer = answerRequest({
        config,
        idempotency,
        request,
        url,
        method,
        params,
        idempotencyKey,
        requestId,
      });
    } catch (error) {
      // A bug in this server: say so in Stripe's shape rather than leaving the SDK waiting.
      answer = errorResponse(500, {
        type: 'api_error',
        message: `Stripe test server failed: ${String(error)}`,
      });
    }
    if (answer.replayedRequestId) response.setHeader('idempotent-replayed', 'true');
    sendJson(response, answer.status, answer.body, answer.replayedRequestId ?? requestId);
  };
  // A client that goes away mid-body is simply dropped, as a network error.
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(request, response).catch(() => response.destroy());
  };
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

interface Answer {
  status: number;
  body: unknown;
  /** Set when this answer replays an earlier request's (Idempotency-Key): that request's id. */
  replayedRequestId?: string;
}

function answerRequest(input: {
  config: ServerConfig;
  idempotency: IdempotencyStore;
  request: IncomingMessage;
  url: URL;
  method: string;
  params: Params;
  idempotencyKey: string | null;
  requestId: string;
}): Answer {
  const { config, idempotency, request, url, method, params, idempotencyKey } = input;
  // Test controls (`/_test/…`) need no key: they stand for what happens outside the API.
  const control = url.pathname.startsWith('/_test/')
    ? matchRoute(testControlRoutes, method, url.pathname)
    : undefined;
  const key = apiKeyOf(request);
  const refusal = control ? undefined : checkApiKey(key, config);
  if (refusal) return refusal;
  const matched = control ?? matchRoute(routes, method, url.pathname);
  if (!matched) {
    return errorResponse(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }
  const auth = control || key === config.secretKey ? 'secret' : 'publishable';
  if (auth === 'publishable' && !matched.route.publishable) {
    return errorResponse(401, {
      type: 'invalid_request_error',
      message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
    });
  }

  const fingerprint = requestFingerprint(method, url.pathname, params);
  if (idempotencyKey) {
    const saved = idempotency.lookup(idempotencyKey, fingerprint);
    if (saved === 'mismatch') {
      return errorResponse(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (saved) return { status: saved.status, body: saved.body, replayedRequestId: saved.requestId };
  }

  config.events.origin = { id: input.requestId, idempotencyKey };
  let answer: Answer;
  let save: boolean;
  try {
    const result = matched.route.handle({
      state: config.state,
      events: config.events,
      params,
      path: matched.path,
      auth,
      baseUrl: config.baseUrl(),
    });
    // A snapshot: later changes to the stored object must not alter a saved (replayable) answer.
    answer = { status: 200, body: expandObject(config.state, structuredClone(result), expandOf(params)) };
    save = true;
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    answer = errorResponse(error.status, structuredClone(error.body));
    save = error.replayable;
  } finally {
    config.events.origin = null;
  }
  if (idempotencyKey && save)
    idempotency.save(idempotencyKey, { fingerprint, requestId: input.requestId, ...answer });
  return answer;
}
