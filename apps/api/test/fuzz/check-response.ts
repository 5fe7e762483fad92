import type { LightMyRequestResponse } from 'fastify';

/**
 * What is wrong with an answer: a 5xx, or a 4xx that is not a complete problem+json. Null when it is fine.
 * The one 5xx by design is maintenance mode's 503 on booking requests (docs/product-rules.md#booking-a-cleaning):
 * a fuzzed admin may switch it on; it must still be a complete problem.
 */
export function responseFault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500 && !isMaintenance(res)) return `status ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!/^application\/problem\+json/.test(String(res.headers['content-type']))) {
    return `content-type ${res.headers['content-type']}`;
  }
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return 'body is not JSON';
  }
  for (const field of ['type', 'title', 'detail', 'code'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '') return `problem without ${field}`;
  }
  if (body.status !== res.statusCode) return `problem status ${String(body.status)}`;
  return null;
}

function isMaintenance(res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 503) return false;
  try {
    return (res.json() as { code?: unknown }).code === 'maintenance';
  } catch {
    return false;
  }
}
