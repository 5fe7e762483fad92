import type { FastifyReply, FastifyRequest } from 'fastify';

export function toWebHeaders(raw: FastifyRequest['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
  }
  return headers;
}

/** The header better-auth reads the client's address from: set here from request.ip, never from the client. */
export const CLIENT_IP_HEADER = 'x-limpa-client-ip';

/** Builds a Web Request (what better-auth speaks) from a Fastify request. */
export function toWebRequest(
  request: FastifyRequest,
  origin: string,
  body?: unknown,
  path?: string,
): Request {
  const method = request.method.toUpperCase();
  const headers = toWebHeaders(request.headers);
  // request.ip already honours TRUST_PROXY; a client-sent X-Forwarded-For must not reach better-auth.
  headers.delete('x-forwarded-for');
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  if (hasBody) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  return new Request(new URL(path ?? request.url, origin), {
    method,
    headers,
    body: hasBody ? JSON.stringify(body ?? request.body ?? {}) : undefined,
  });
}

/** Copies a Web Response onto the Fastify reply, keeping every Set-Cookie header separate. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  body?: string,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(body ?? (await response.text()));
}
