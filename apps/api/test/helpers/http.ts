import type { FastifyInstance } from 'fastify';

/** A query string from the defined values only. */
export const qs = (query: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** A GET as a browser would send it, with or without a session cookie. */
export function get(app: FastifyInstance, cookie: string | undefined, url: string) {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** A write as a browser would send it: the session cookie and a JSON body. */
export function send(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  cookie: string,
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: { cookie }, payload });
}
