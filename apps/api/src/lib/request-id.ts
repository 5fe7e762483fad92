import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Where a request's id is kept on the raw request when it was chosen before Fastify saw the request: tracing's
 * HTTP hook picks it as the request's first span starts, so that span and every span under it carry the id the
 * log line and the `x-request-id` header show (docs/operations.md#tracing, decision 083).
 */
const REQUEST_ID = Symbol.for('limpa.request_id');

type WithRequestId = IncomingMessage & { [REQUEST_ID]?: string };

/** The request's id: the one tracing chose, else a new one (Fastify's genReqId). */
export function requestIdOf(raw: IncomingMessage): string {
  return (raw as WithRequestId)[REQUEST_ID] ?? randomUUID();
}

/** Chooses the request's id now, before Fastify does, and returns it. */
export function assignRequestId(raw: IncomingMessage): string {
  const id = randomUUID();
  (raw as WithRequestId)[REQUEST_ID] = id;
  return id;
}
